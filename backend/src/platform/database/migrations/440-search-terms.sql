-- Search (modules/search): impact-ordered postings of every paper's full-text document, for the
-- step that relaxes a query to "papers with some of its words".
--
-- Why: that step used to take the first 1,000 GIN matches of "two of the words" and the first 500
-- of "any of them" (in storage order, not the best ones) and rank each full document with
-- ts_rank_cd. Every match cost a TOAST read, a recheck and a cover-density ranking, 30–70 ms a
-- query at the 33k corpus: the whole tail of cold searches. Here each (lexeme, paper) pair holds
-- its BM25 term weight, and the btree orders a lexeme's papers by it, so the relaxing step reads
-- the best few hundred papers of each query word from the index alone (an index-only scan), adds
-- up their scores and never opens a document.
--
-- Maintained by statement-level triggers on paper_search (whatever writes it: the projection, its
-- reset, a benchmark's generated rows), like the generated `document` it is derived from.

-- BM25 term weights of a document, fields weighted as ranking weighs them (title A 1.0, authors B
-- 0.4, abstract C 0.2, categories D 0.1: a word once in the title counts as five times in the
-- abstract), k1 = 1.2, b = 0.75 against a fixed average length of 160 positions (the corpus's
-- mean; fixed so that a weight never changes after it is written).
create function search_term_weights(document tsvector) returns table (lexeme text, weight real)
language sql immutable parallel safe as $$
  with terms as (
    select u.lexeme,
           (select sum(case w when 'A' then 1.0 when 'B' then 0.4 when 'C' then 0.2 else 0.1 end) from unnest(u.weights) w) as tf,
           coalesce(array_length(u.positions, 1), 1) as occurrences
      from unnest(document) u
  ), size as (select coalesce(sum(occurrences), 0) as positions from terms)
  select t.lexeme, (t.tf * 2.2 / (t.tf + 1.2 * (0.25 + 0.75 * s.positions / 160.0)))::real
    from terms t, size s
$$;

-- Byte-order ("C") text: the ranking groups and sorts thousands of these ids per query.
create table paper_search_terms (
  paper_id text collate "C" not null,
  lexeme text collate "C" not null,
  weight real not null,
  primary key (paper_id, lexeme)
);
-- A lexeme's papers, best first, paper id in the index: the relaxing step never reads the table.
create index paper_search_terms_by_weight on paper_search_terms (lexeme, weight desc) include (paper_id);

-- Document frequency of every lexeme, and the number of papers: the inverse document frequency.
create table paper_search_lexemes (
  lexeme text collate "C" primary key,
  papers integer not null
);
create table paper_search_totals (
  singleton boolean primary key default true check (singleton),
  papers bigint not null default 0
);
insert into paper_search_totals default values;

-- Adds (sign 1) or removes (sign -1) the terms of a set of documents.
create function paper_search_terms_count(docs tsvector[], sign integer) returns void
language sql as $$
  insert into paper_search_lexemes as l (lexeme, papers)
  select u.lexeme, sign * count(*) from unnest(docs) d(document), unnest(tsvector_to_array(d.document)) u(lexeme)
   group by u.lexeme order by u.lexeme
  on conflict (lexeme) do update set papers = l.papers + excluded.papers;
  update paper_search_totals set papers = papers + sign * coalesce(array_length(docs, 1), 0);
$$;

create function paper_search_terms_inserted() returns trigger language plpgsql as $$
begin
  insert into paper_search_terms (paper_id, lexeme, weight)
  select n.paper_id, t.lexeme, t.weight from new_rows n, search_term_weights(n.document) t;
  perform paper_search_terms_count(array(select document from new_rows), 1);
  return null;
end $$;

create function paper_search_terms_updated() returns trigger language plpgsql as $$
begin
  -- Only documents that changed: the projection rewrites a paper on every metadata event.
  delete from paper_search_terms t
   using old_rows o join new_rows n using (paper_id)
   where t.paper_id = o.paper_id and o.document <> n.document;
  insert into paper_search_terms (paper_id, lexeme, weight)
  select n.paper_id, t.lexeme, t.weight
    from old_rows o join new_rows n using (paper_id), search_term_weights(n.document) t
   where o.document <> n.document;
  perform paper_search_terms_count(array(select o.document from old_rows o join new_rows n using (paper_id) where o.document <> n.document), -1);
  perform paper_search_terms_count(array(select n.document from old_rows o join new_rows n using (paper_id) where o.document <> n.document), 1);
  delete from paper_search_lexemes where papers <= 0;
  return null;
end $$;

create function paper_search_terms_deleted() returns trigger language plpgsql as $$
begin
  delete from paper_search_terms t using old_rows o where t.paper_id = o.paper_id;
  perform paper_search_terms_count(array(select document from old_rows), -1);
  delete from paper_search_lexemes where papers <= 0;
  return null;
end $$;

create function paper_search_terms_truncated() returns trigger language plpgsql as $$
begin
  truncate paper_search_terms, paper_search_lexemes;
  update paper_search_totals set papers = 0;
  return null;
end $$;

create trigger paper_search_terms_inserted after insert on paper_search
  referencing new table as new_rows for each statement execute function paper_search_terms_inserted();
create trigger paper_search_terms_updated after update on paper_search
  referencing old table as old_rows new table as new_rows for each statement execute function paper_search_terms_updated();
create trigger paper_search_terms_deleted after delete on paper_search
  referencing old table as old_rows for each statement execute function paper_search_terms_deleted();
create trigger paper_search_terms_truncated after truncate on paper_search
  for each statement execute function paper_search_terms_truncated();

-- Papers already in the read model.
insert into paper_search_terms (paper_id, lexeme, weight)
select s.paper_id, t.lexeme, t.weight from paper_search s, search_term_weights(s.document) t;
select paper_search_terms_count(array(select document from paper_search), 1);
