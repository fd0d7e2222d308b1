-- Research intelligence read models (modules/research).

-- What trends are computed from, one row per catalog paper (research-paper-facts projection):
-- its categories, publication date and the keyphrases and content words of its title.
create table research_paper_facts (
  paper_id text primary key,
  categories text[] not null,
  published_date date not null,
  keyphrases text[] not null,
  words text[] not null
);
create index research_paper_facts_published on research_paper_facts (published_date);

-- Bumped by the projection in the same transaction as each change of the facts: a snapshot older
-- than this version is stale and the recompute job runs.
create table research_facts_state (
  id boolean primary key default true check (id),
  version bigint not null default 0,
  -- Distinguishes this database's versions from another's in job ids (a recreated database
  -- starts again at 0 while Redis may still hold the old jobs).
  epoch uuid not null default gen_random_uuid()
);
insert into research_facts_state default values;

-- The latest computed trends (GET /api/research-intelligence/trends), with the facts version
-- they were computed from.
create table research_trends (
  id boolean primary key default true check (id),
  facts_version bigint not null,
  trends jsonb not null,
  computed_at timestamptz not null
);

-- "Save to ScholarLens" finds a live work in the catalog by DOI (modules/scholar).
create index if not exists papers_doi_lower on papers (lower(doi)) where doi is not null;
