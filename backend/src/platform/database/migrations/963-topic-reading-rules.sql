-- The alert rules over members' reading (modules/institution/intelligence/raising-alerts/topic-reading.rule.ts):
-- one row per category of each paper a member opened (PaperViewed), with the member's institution and
-- department at the time; and, per institution and category, whether it is a breakthrough now (since
-- when) and whether the collaboration alert was raised.
create table intelligence_topic_reads (
  event_id uuid not null,
  institution_id uuid not null,
  category text not null,
  user_id text not null,
  department text,
  at timestamptz not null,
  primary key (event_id, category)
);
create index intelligence_topic_reads_by_topic on intelligence_topic_reads (institution_id, category, at);
create table intelligence_topic_alert_state (
  institution_id uuid not null,
  category text not null,
  breakthrough_since timestamptz,
  collaboration_raised boolean not null,
  primary key (institution_id, category)
);
