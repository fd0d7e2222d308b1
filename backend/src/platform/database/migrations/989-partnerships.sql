-- Partnership outreach (modules/institution/partnerships, stream partner-<id>): partner targets and the outreach sent to each.
create table partner_targets (
  id uuid primary key,
  name text not null,
  location text not null,
  students integer not null,
  faculty integer not null,
  current_system text not null,
  estimated_value numeric not null,
  probability integer not null,
  pain_points jsonb not null,
  decision_makers jsonb not null,
  email text not null,
  website text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create table partner_outreach (
  id uuid primary key,
  target_id uuid not null,
  to_address text not null,
  subject text not null,
  message text not null,
  transport text not null,
  sent_by text not null,
  sent_at timestamptz not null
);
create index partner_outreach_by_target on partner_outreach (target_id, sent_at desc);
