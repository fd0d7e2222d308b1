-- Intelligence alerts (modules/institution/intelligence/intelligence-alerts): one row per AlertRaised,
-- acknowledged_at set by AlertAcknowledged (which clears "Action Required").
create table intelligence_alerts (
  id uuid primary key,
  institution_id uuid not null,
  type text not null,
  priority text not null,
  title text not null,
  description text not null,
  action_required boolean not null,
  department text,
  rule text not null,
  raised_at timestamptz not null,
  acknowledged_at timestamptz,
  acknowledged_by uuid
);
create index intelligence_alerts_by_institution on intelligence_alerts (institution_id, raised_at desc);
