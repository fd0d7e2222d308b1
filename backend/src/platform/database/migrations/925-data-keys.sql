-- Institutions' data keys (modules/institution/security/encrypting-content): each wrapped by the
-- master key; destroying one (crypto-shredding) clears its key material for good and keeps the row,
-- so what it sealed says "content removed" rather than nothing. One live key per institution.
create table institution_data_keys (
  id uuid primary key,
  institution_id uuid not null,
  wrapped_key bytea,
  created_at timestamptz not null default now(),
  destroyed_at timestamptz,
  check ((wrapped_key is null) = (destroyed_at is not null))
);
create unique index institution_data_keys_live on institution_data_keys (institution_id) where destroyed_at is null;
