-- Data sources' last check and sync (modules/admin/databases/status/data-source-status.projection.ts).
create table data_sources (
  id text primary key,
  configured boolean not null,
  reachable boolean not null,
  latency_ms integer,
  last_error text,
  checked_at timestamptz not null,
  last_sync_at timestamptz,
  last_sync_detail text
);

-- Papers imported per ingestion source (records-by-source.projection.ts).
create table data_source_records (
  source text primary key,
  papers bigint not null default 0
);
