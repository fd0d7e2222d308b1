-- Search alerts (modules/discovery/alerts/alerts-by-user/search-alerts.projection.ts).
create table search_alerts (
  alert_id text primary key,
  user_id text not null,
  query text not null,
  category text,
  frequency text not null,
  created_at timestamptz not null,
  last_delivered_at timestamptz
);
create index search_alerts_user on search_alerts (user_id, created_at);

-- Each paper an alert matched; delivered_at once a digest carried it.
create table search_alert_matches (
  alert_id text not null,
  paper_id text not null,
  user_id text not null,
  rank integer not null,
  matched_at timestamptz not null,
  delivered_at timestamptz,
  primary key (alert_id, paper_id)
);
create index search_alert_matches_user on search_alert_matches (user_id, matched_at desc);

-- When each user last opened the bell (matches after it are unread).
create table search_alert_readers (
  user_id text primary key,
  seen_at timestamptz not null
);
