-- platform/mail: messages kept instead of sent while no SMTP server is configured (SMTP_URL unset).
-- Not a read model: the mail port writes it; the contexts that mail record their deliveries as events.
create table mail_outbox (
  id uuid primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  created_at timestamptz not null default now()
);
create index mail_outbox_to on mail_outbox (lower(to_address), created_at desc);
