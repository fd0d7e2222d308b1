-- Synced bookmarks (modules/discovery/library/synced-bookmarks/synced-bookmarks.projection.ts): one
-- row per bookmark a Pro user keeps across devices; added_at in ms since the epoch, as browsers store it.
create table synced_bookmarks (
  user_id text not null,
  paper_id text not null,
  added_at bigint not null,
  primary key (user_id, paper_id)
);
create index synced_bookmarks_newest on synced_bookmarks (user_id, added_at desc, paper_id);
