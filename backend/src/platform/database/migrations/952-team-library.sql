-- A research team's shared library (modules/institution/collaboration/team-library-papers).
create table team_library_papers (
  team_id uuid not null,
  paper_id text not null,
  title text not null,
  note text,
  source text not null,
  message_id uuid,
  member_id uuid not null,
  user_id text not null,
  added_at timestamptz not null,
  primary key (team_id, paper_id)
);
create index team_library_papers_newest on team_library_papers (team_id, added_at desc);
