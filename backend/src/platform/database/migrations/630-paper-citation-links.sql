-- References and citing works of catalog papers as last fetched from OpenAlex
-- (modules/discovery/scholar/citation-graph/paper-citations.projection.ts).
create table paper_citation_links (
  paper_id text primary key,
  work_id text not null,
  -- {references: {count, items}, citations: {count, items}}
  links jsonb not null,
  fetched_at timestamptz not null
);
