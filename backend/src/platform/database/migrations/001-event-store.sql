-- Event store (ARCHITECTURE §4): one table, ordered for readers by (transaction_id, global_position).
create table events (
  global_position bigserial primary key,
  stream_id text not null,
  stream_revision bigint not null,
  event_id uuid not null unique,
  type text not null,
  data jsonb not null,
  metadata jsonb not null default '{}'::jsonb,
  recorded_at timestamptz not null default now(),
  transaction_id xid8 not null default pg_current_xact_id(),
  unique (stream_id, stream_revision)
);
create index events_commit_order on events (transaction_id, global_position);

-- Projection checkpoints: the last position a projector applied. The pair is the store's
-- (commit, prepare) position: (transaction_id, global_position) for PostgreSQL,
-- (commit, prepare) for KurrentDB; numeric(20) holds either's unsigned 64-bit values.
create table projection_checkpoints (
  name text primary key,
  commit_position numeric(20) not null default 0,
  prepare_position numeric(20) not null default 0,
  updated_at timestamptz not null default now()
);
