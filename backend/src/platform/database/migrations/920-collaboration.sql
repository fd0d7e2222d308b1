-- Team chat (modules/institution/collaboration): channels of research teams and who is in a private one.
create table team_channels (
  id uuid primary key,
  team_id uuid not null,
  institution_id uuid not null,
  name text not null,
  description text,
  is_private boolean not null,
  created_by uuid not null,
  created_at timestamptz not null
);
create index team_channels_by_team on team_channels (team_id, created_at, id);
create table team_channel_members (
  channel_id uuid not null,
  member_id uuid not null,
  added_at timestamptz not null,
  primary key (channel_id, member_id)
);

-- Messages (modules/institution/collaboration/channel-messages); seq is the event's revision on the channel's stream.
create table channel_messages (
  id uuid primary key,
  channel_id uuid not null,
  team_id uuid not null,
  seq integer not null,
  member_id uuid not null,
  user_id text,
  content text not null,
  message_type text not null,
  paper_id text,
  paper_title text,
  created_at timestamptz not null,
  unique (channel_id, seq)
);
