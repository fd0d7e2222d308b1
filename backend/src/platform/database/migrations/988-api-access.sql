-- Request figures per route (platform/logging/route-timings.ts): calls, 5xx answers and a duration histogram
-- (platform's DURATION_BUCKETS_MS, one more bucket than bounds) per UTC minute, method and route pattern.
create table route_timings (
  minute timestamptz not null,
  method text not null,
  route text not null,
  calls integer not null,
  server_errors integer not null,
  buckets integer[] not null,
  primary key (minute, method, route)
);
create index route_timings_by_minute on route_timings (minute);

-- Calls made with each institution API key per UTC day (the same recorder): contract usage's apiCalls.
create table api_key_calls (
  key_id uuid not null,
  day date not null,
  institution_id uuid not null,
  calls integer not null,
  last_used_at timestamptz not null,
  primary key (key_id, day)
);
create index api_key_calls_by_institution on api_key_calls (institution_id, day);

-- Institution API keys (modules/institution/api-access, stream api-key-<id>): only the SHA-256 of each secret is kept.
create table api_keys (
  id uuid primary key,
  institution_id uuid not null,
  name text not null,
  prefix text not null,
  secret_hash text not null unique,
  created_by_member uuid not null,
  created_by_user text not null,
  created_at timestamptz not null,
  revoked_at timestamptz
);
create index api_keys_by_institution on api_keys (institution_id, created_at desc);
