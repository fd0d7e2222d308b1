-- Private notes (modules/library/notes-by-paper/notes-by-paper.projection.ts): one row per live note.
create table notes (
  id uuid primary key,
  paper_id text not null,
  author_id text not null,
  content text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
-- A user's notes on a paper, oldest first.
create index notes_by_author_paper on notes (author_id, paper_id, created_at, id);
