-- Accounts read models (modules/accounts): users and usage counts per usage window.
create table users (
  id text primary key,
  email text not null,
  name text not null,
  avatar text,
  plan text not null default 'free',
  role text not null default 'user',
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index users_email on users (email);

-- window_start: the UTC day ('YYYY-MM-DD') for per-day features, the sentinel 'all-time' otherwise.
create table usage_counts (
  user_id text not null,
  feature text not null,
  window_start text not null,
  count integer not null default 0,
  primary key (user_id, feature, window_start)
);
