-- Search (modules/search): `search_pair(a, b)`, both words or nothing. The "two of the words" step
-- ORs every pair of a query's words; a stop word is the empty tsquery and `a && ''` is `a`, so in
-- "binary games with unidirectional" the pairs with "with" were single words, and the step matched
-- every paper with any one of the words (1,555 papers instead of a handful) and ranked them all.
--
-- (Also measured and not kept: full documents in the heap instead of TOAST. It saved a few ms at the
-- 33k corpus, all of it in cache, and made the 1M catalog's heap three times larger, which tripled
-- its cold lexical latency.)

create function search_pair(a tsquery, b tsquery) returns tsquery
language sql immutable parallel safe as $$
  select case when numnode(a) = 0 or numnode(b) = 0 then ''::tsquery else a && b end
$$;
