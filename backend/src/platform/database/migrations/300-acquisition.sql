-- Acquisition read models (modules/acquisition): bulk acquisition (OAI-PMH harvest) runs.
create table acquisition_runs (
  run_id text primary key,
  -- running | completed | failed
  status text not null,
  set_spec text,
  from_date text,
  until_date text,
  requested_by text,
  pages integer not null default 0,
  harvested integer not null default 0,
  new_papers integer not null default 0,
  updated_papers integer not null default 0,
  complete_list_size integer,
  -- the resumption token of the next page (null before the first page and after the last)
  resume_token text,
  failure_reason text,
  started_at timestamptz not null,
  updated_at timestamptz not null,
  finished_at timestamptz
);
create index acquisition_runs_started_at on acquisition_runs (started_at desc);
create index acquisition_runs_running on acquisition_runs (started_at) where status = 'running';
