-- Author pages (modules/papers/author-pages/paper-authors.projection.ts): one row per author of each
-- paper, keyed by the normalised name (author-key.ts), with the paper's date so a page lists an
-- author's papers newest first from the index alone.
create table paper_authors (
  author_key text not null,
  paper_id text not null,
  -- The name as this paper wrote it; its position in the author list (0-based).
  written_name text not null,
  position integer not null,
  published_date date not null,
  primary key (author_key, paper_id, position)
);
create index paper_authors_newest on paper_authors (author_key, published_date desc, paper_id desc);
create index paper_authors_paper on paper_authors (paper_id);
