-- Search (modules/search), two fixes found by profiling the relaxed lexical steps:
--
-- 1. `search_pair(a, b)`: both words, or nothing. The "two of the words" step ORs every pair of a
--    query's words; a stop word is the empty tsquery and `a && ''` is `a`, so in "binary games with
--    unidirectional" the pairs with "with" were single words, and the step matched every paper with
--    any one of the words (1,555 papers instead of a handful) and ranked them all.
-- 2. Full documents inline: a tsvector over ~2 KB (a third of the corpus) was moved out of line to
--    the TOAST table, so every `@@` and `ts_rank_cd` on it went through the TOAST index again (the
--    ranking evaluates the document several times a row). Rows up to a heap page now keep it in
--    line, uncompressed (toast_tuple_target), compressing in place before moving out (storage main).
--    The update rewrites existing rows so that they are stored the new way too.

create function search_pair(a tsquery, b tsquery) returns tsquery
language sql immutable parallel safe as $$
  select case when numnode(a) = 0 or numnode(b) = 0 then ''::tsquery else a && b end
$$;

alter table paper_search set (toast_tuple_target = 8160);
alter table paper_search alter column document set storage main;
update paper_search set updated_at = updated_at;
