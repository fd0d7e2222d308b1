-- Institutions (modules/institution/institutions/members-directory): institutions and their members.
create table institutions (
  id uuid primary key,
  name text not null,
  domain text not null,
  subdomain text not null,
  tier text not null,
  max_users integer not null,
  sso_enabled boolean not null,
  created_at timestamptz not null
);
create table institution_members (
  id uuid primary key,
  institution_id uuid not null,
  email text not null,
  user_id text,
  role text not null,
  department text,
  status text not null,
  invited_at timestamptz not null,
  joined_at timestamptz,
  last_active_at timestamptz
);
create index institution_members_by_institution on institution_members (institution_id, invited_at, id);
create index institution_members_by_user on institution_members (user_id);
create index institution_members_by_email on institution_members (email);

-- Research teams (modules/institution/teams/teams-by-institution).
create table research_teams (
  id uuid primary key,
  institution_id uuid not null,
  name text not null,
  description text,
  department text,
  is_public boolean not null,
  max_members integer not null,
  created_by uuid not null,
  created_at timestamptz not null
);
create index research_teams_by_institution on research_teams (institution_id, created_at, id);
create table research_team_members (
  team_id uuid not null,
  member_id uuid not null,
  role text not null,
  added_at timestamptz not null,
  primary key (team_id, member_id)
);

-- Usage per institution and UTC day (modules/institution/institutions/institution-usage).
create table institution_usage_days (
  institution_id uuid not null,
  day date not null,
  papers_viewed integer not null default 0,
  searches_performed integer not null default 0,
  collaboration_events integer not null default 0,
  primary key (institution_id, day)
);
create table institution_active_members (
  institution_id uuid not null,
  day date not null,
  member_id uuid not null,
  primary key (institution_id, day, member_id)
);
-- The usage projection's own map of signed-in users to active memberships (views carry only a user id).
create table institution_usage_members (
  member_id uuid primary key,
  institution_id uuid not null,
  user_id text,
  active boolean not null
);
create index institution_usage_members_by_user on institution_usage_members (user_id) where active;

-- Recent activity (modules/institution/institutions/institution-activity), with its own name maps.
create table institution_activity (
  id text primary key,
  institution_id uuid not null,
  kind text not null,
  actor_email text,
  subject text not null,
  at timestamptz not null,
  -- The event's place in the log: orders events of the same instant as they happened.
  log_commit bigint not null,
  log_prepare bigint not null
);
create index institution_activity_latest on institution_activity (institution_id, at desc, log_commit desc, log_prepare desc);
create table institution_activity_names (
  id uuid primary key,
  name text not null
);
