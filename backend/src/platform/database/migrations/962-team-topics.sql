-- A team's topics (modules/institution/intelligence/team-topics): the arXiv categories of the papers its
-- members shared in its channels, from when first shared; the alert rule "new-paper-for-team" reads it.
create table intelligence_teams (
  team_id uuid primary key,
  institution_id uuid not null,
  name text not null,
  department text
);
create table intelligence_team_topics (
  team_id uuid not null,
  category text not null,
  since timestamptz not null,
  primary key (team_id, category)
);
create index intelligence_team_topics_by_category on intelligence_team_topics (category);
