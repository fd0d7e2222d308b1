-- A work's DOI, so a DOI on a member's ORCID record (read by an ORCID integration) counts the work for
-- the department of the member who linked that ORCID iD. Rows synced before this column stay null until
-- the next sync rewrites them.
alter table analytics_works add column doi text;
