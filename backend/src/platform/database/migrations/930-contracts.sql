-- Contract management (modules/institution/contracts): proposals with their lifecycle, for the portal and the console.
create table contract_proposals (
  id uuid primary key,
  institution_id uuid not null,
  tier text not null,
  users integer not null,
  price_per_user numeric not null,
  price numeric not null,
  status text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  history jsonb not null
);
create index contract_proposals_by_institution on contract_proposals (institution_id, created_at desc);

-- Contract usage figures the institution-usage read model does not hold (modules/institution/contracts/contract-usage):
-- AI summaries requested per user and UTC day, and the bytes of each user's notes and of each institution's chat messages.
create table contract_ai_summaries (
  user_id text not null,
  day date not null,
  summaries integer not null,
  primary key (user_id, day)
);
create table contract_note_sizes (
  note_id uuid primary key,
  user_id text not null,
  bytes integer not null
);
create index contract_note_sizes_by_user on contract_note_sizes (user_id);
create table contract_message_bytes (
  institution_id uuid primary key,
  bytes bigint not null
);
