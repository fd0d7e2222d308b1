-- Advanced analytics (modules/institution/analytics, issue #35). The institution's works from OpenAlex,
-- written by the sync job (external data, not events: the job's checkpoints and outcome are events on
-- `analytics-sync-<institutionId>`), keyed by institution and work so a resumed page rewrites the same rows.
create table analytics_works (
  institution_id uuid not null,
  work_id text not null,
  title text not null,
  publication_year integer,
  publication_date date,
  cited_by_count integer not null default 0,
  -- citation_normalized_percentile.value (0..1) or null
  citation_percentile double precision,
  primary_field text,
  primary_field_id text,
  -- every topic's field name, distinct (cross-disciplinary share)
  fields text[] not null default '{}',
  topics jsonb not null default '[]',
  -- [{authorId, orcid, name, institutions: [{id, name, countryCode}], countries: [..]}]
  authorships jsonb not null default '[]',
  -- [{year, cited_by_count}]
  counts_by_year jsonb not null default '[]',
  sync_id text not null,
  synced_at timestamptz not null,
  primary key (institution_id, work_id)
);
create index analytics_works_by_date on analytics_works (institution_id, publication_date);

-- Exports (POST /api/analytics/export): the produced file, kept for a day for its download link.
create table analytics_exports (
  id uuid primary key,
  institution_id uuid not null,
  member_id uuid not null,
  format text not null,
  timeframe text not null,
  department text not null,
  status text not null,
  progress integer not null default 0,
  file_name text,
  content_type text,
  bytes bytea,
  error text,
  created_at timestamptz not null default now()
);
create index analytics_exports_by_institution on analytics_exports (institution_id, created_at desc);

-- The institutions with a configured analytics source (projection `analytics-sources` of AnalyticsSourceConfigured):
-- the daily sync starts one per row.
create table analytics_sources (
  institution_id uuid primary key,
  open_alex_id text not null,
  name text not null,
  configured_at timestamptz not null
);
