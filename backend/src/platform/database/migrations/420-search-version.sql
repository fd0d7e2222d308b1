-- Search result cache (modules/search): a counter the paper_search projection bumps whenever it
-- changes the read model, so that a cached ranking is valid exactly while the counter stands
-- (a checkpoint would not do: it also moves past events search does not read, such as views).
create table paper_search_version (
  singleton boolean primary key default true check (singleton),
  version bigint not null default 0
);
insert into paper_search_version default values;
