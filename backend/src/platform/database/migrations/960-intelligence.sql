-- Research intelligence (modules/institution/intelligence/reading-activity): what signed-in users
-- opened and exported, when. One row per PaperViewed with a user (views count once per user, paper
-- and hour) and per citation export (UsageRecorded citationExport, which names no paper). Live
-- metrics count members' rows of the last hour or day; trends and recommendations read the history.
create table reading_activity (
  event_id uuid primary key,
  user_id text not null,
  kind text not null check (kind in ('view', 'citation_export')),
  paper_id text,
  at timestamptz not null
);
create index reading_activity_by_user on reading_activity (user_id, at);
create index reading_activity_by_time on reading_activity (at);
