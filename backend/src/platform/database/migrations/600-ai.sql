-- AI results on the papers read model (modules/papers/catalog/papers.projection.ts, modules/ai).
-- `summary` (JSON text) and `tags` exist since 200-papers.sql; these keep what the stats and the
-- reuse windows need, the research intelligence, and who produced the tags.
alter table papers
  add column summary_confidence double precision,
  add column summarized_at timestamptz,
  add column intelligence jsonb,
  add column intelligence_at timestamptz,
  add column tags_provider text,
  add column tags_model text,
  add column tagged_at timestamptz;
