-- Papers read models (modules/papers/catalog/papers.projection.ts).
-- id: the arXiv id with an old-style id's slash replaced by '_' (see paper.ts, paperIdFor).
create table papers (
  id text primary key,
  arxiv_id text not null,
  title text not null,
  authors jsonb not null,
  abstract text not null,
  categories jsonb not null,
  tags jsonb not null default '[]'::jsonb,
  published_date date not null,
  updated_date date,
  pdf_url text,
  source text not null,
  views bigint not null default 0,
  summary text,
  doi text,
  journal_ref text,
  comment text,
  version integer,
  -- The stream revision of the last event applied (imports use it as the expected revision).
  revision bigint not null,
  -- When the paper entered the catalog (its PaperImported event's recorded time).
  added_at timestamptz not null,
  updated_at timestamptz not null
);
-- The feed, newest first, keyset-paged on (published_date desc, id desc): scanned backwards.
create index papers_feed on papers (published_date, id);

-- The category filter: one row per prefix of each category of each paper ('cs' and 'cs.cv' for
-- cs.CV; lower case), so a category page is a backward range scan of this primary key.
create table paper_categories (
  prefix text not null,
  published_date date not null,
  paper_id text not null,
  primary key (prefix, published_date, paper_id)
);

-- Counters kept by the projection so the stats never count rows.
create table paper_stats (
  id boolean primary key default true check (id),
  total bigint not null default 0,
  -- For aiQuality: stored AI summaries and the sum of their confidences (0..1).
  summaries bigint not null default 0,
  confidence_sum double precision not null default 0
);
insert into paper_stats default values;

create table paper_category_counts (
  category text primary key,
  papers bigint not null
);

-- Papers added per minute (todayPapers sums the last 24 hours of these).
create table paper_additions (
  minute timestamptz primary key,
  papers bigint not null
);

-- Rows are ~2 kB (the abstract): keep them inline and uncompressed rather than compressing
-- each one at the default 2 kB threshold (bulk imports write a million of them).
alter table papers set (toast_tuple_target = 8160);
-- The same for the event log, whose PaperImported events carry the same ~2 kB of metadata:
-- measured 20k → 28k inserted events/s in bulk (storage parameter only; the table is unchanged).
alter table events set (toast_tuple_target = 8160);
