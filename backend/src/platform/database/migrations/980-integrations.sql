-- Integrations (modules/institution/integrations, issue #36): connections of each institution with their
-- public configuration (secrets stay sealed in the events), sync and delivery results, deliveries,
-- pipelines, ORCID works linked, and the papers the institution's teams share (what Zotero receives).
create table integrations (
  id uuid primary key,
  institution_id uuid not null,
  template_id text not null,
  name text not null,
  status text not null,
  config jsonb not null,
  secret_fields text[] not null,
  sync_frequency text not null,
  connected_at timestamptz not null,
  connected_by text,
  last_sync timestamptz,
  last_sync_ok boolean,
  last_sync_message text,
  last_sync_records integer,
  incoming integer not null default 0,
  outgoing integer not null default 0
);
create index integrations_by_institution on integrations (institution_id, connected_at desc);

-- Every sync, pipeline run and delivery attempt's outcome: the uptime of spec §2 is computed from these.
create table integration_results (
  integration_id uuid not null,
  event_id uuid primary key,
  kind text not null,
  ok boolean not null,
  at timestamptz not null
);
create index integration_results_by_integration on integration_results (integration_id, at desc);

create table integration_deliveries (
  id uuid primary key,
  integration_id uuid not null,
  institution_id uuid not null,
  event text not null,
  summary text not null,
  status text not null,
  attempts integer not null,
  last_response_status integer,
  last_response text,
  last_attempt_at timestamptz,
  requested_at timestamptz not null
);
create index integration_deliveries_by_integration on integration_deliveries (integration_id, requested_at desc);

create table integration_pipelines (
  id uuid primary key,
  institution_id uuid not null,
  name text not null,
  source text not null,
  integration_id uuid not null,
  schedule text not null,
  transformations jsonb not null,
  status text not null,
  created_at timestamptz not null,
  last_run timestamptz,
  last_run_message text,
  records_processed integer not null default 0,
  runs integer not null default 0,
  failed_runs integer not null default 0
);
create index integration_pipelines_by_institution on integration_pipelines (institution_id, created_at desc);

create table integration_orcid_works (
  integration_id uuid not null,
  orcid text not null,
  put_code text not null,
  title text not null,
  year integer,
  doi text,
  work_type text,
  primary key (integration_id, orcid, put_code)
);

-- Papers the institution's teams share: chat paper shares and team library additions.
create table integration_shared_papers (
  institution_id uuid not null,
  paper_id text not null,
  team_id uuid not null,
  source text not null,
  title text not null,
  added_at timestamptz not null,
  primary key (institution_id, paper_id, team_id, source)
);
