-- Course scraping read models (modules/scraping/scraping-stats/scraping-stats.projection.ts).
-- One row per run; active_ms + (now - active_since while running) is the scraping time.
create table scraping_runs (
  run_id text primary key,
  status text not null,
  started_at timestamptz not null,
  active_since timestamptz,
  active_ms bigint not null default 0,
  finished_at timestamptz,
  total_universities integer not null,
  completed integer not null default 0,
  failed integer not null default 0,
  courses integer not null default 0,
  materials integer not null default 0,
  assignments integer not null default 0,
  errors integer not null default 0,
  starts integer not null default 1,
  requested_by text,
  updated_at timestamptz not null
);
create index scraping_runs_started on scraping_runs (started_at desc);

create table scraping_universities (
  run_id text not null,
  domain text not null,
  position integer not null,
  name text not null,
  country text not null,
  country_name text not null,
  students_estimate integer not null,
  courses_estimate integer not null,
  status text not null default 'pending',
  courses integer not null default 0,
  materials integer not null default 0,
  assignments integer not null default 0,
  pages integer not null default 0,
  error text,
  updated_at timestamptz not null,
  primary key (run_id, domain)
);

-- Every course discovered, by university (the latest discovery wins); feeds /api/courses later.
create table scraped_courses (
  domain text not null,
  course_key text not null,
  run_id text not null,
  title text not null,
  code text,
  description text,
  materials integer not null,
  assignments integer not null,
  url text not null,
  discovered_at timestamptz not null,
  primary key (domain, course_key)
);
