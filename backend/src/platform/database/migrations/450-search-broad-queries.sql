-- Search (modules/search): what a plain-word query costs the GIN index, so that a broad one is
-- ranked from the impact-ordered postings (440-search-terms.sql) instead; and an open last word
-- that is a stop word is no prefix.
--
-- Why: a GIN bitmap scan cannot stop at a limit. For `document @@ q` it goes through the posting
-- lists of the query's words until it has every match, and only then can the heap scan take the
-- first SEARCH_DOCUMENT_POOL of them. At 1M papers "inference method" has ~130k matches and its
-- bitmap took 133 ms; an open last word ("for" → form, format, forward…) is materialized whole,
-- whatever the other words. The postings read a bounded number of papers per word instead.

-- A word's lexemes as `search_word` matches it (English stem, the word as written); none for a stop word.
create function search_word_lexemes(word text) returns text[]
language sql immutable parallel safe as $$
  select case when numnode(plainto_tsquery('english', word)) = 0 then '{}'::text[]
              else tsvector_to_array(to_tsvector('english', word) || to_tsvector('simple', word)) end
$$;

-- The open last word as a prefix (`word`: letters and digits only): none for a stop word. "neural
-- networks for" means the finished word "for", which is no word: as a prefix it required every
-- match to have a word beginning "for" (form, format, forward…), and collecting those is the
-- costliest part of a GIN scan.
create function search_prefix(word text) returns tsquery
language sql immutable parallel safe as $$
  select case when cardinality(search_word_lexemes(word)) = 0 then ''::tsquery else to_tsquery('simple', word || ':*') end
$$;

-- Papers with lexemes beginning `prefix` (byte order), as an open last word matches them.
create function search_prefix_lexemes(prefix text) returns setof paper_search_lexemes
language sql stable parallel safe as $$
  select * from paper_search_lexemes where lexeme >= prefix collate "C" and lexeme < (prefix || chr(1114111)) collate "C"
$$;

-- Postings the GIN index goes through for plain words (`prefixes[i]`: word i is open, matched as a
-- prefix too), estimated from the document frequencies: the scan is driven by the word with the
-- fewest papers, and each prefix's matches are collected whole before it starts. Stop words,
-- open or not, match nothing and are left out.
create function search_gin_postings(words text[], prefixes boolean[]) returns bigint
language sql stable parallel safe as $$
  with word as (
    select u.word, u.prefix, search_word_lexemes(u.word) as lexemes from unnest(words, prefixes) u(word, prefix)
  ), clause as (
    select (select coalesce(sum(papers), 0) from paper_search_lexemes where lexeme = any(w.lexemes)) as word_papers,
           case when w.prefix then (select coalesce(sum(papers), 0) from search_prefix_lexemes(w.word)) else 0 end as prefix_papers
      from word w where cardinality(w.lexemes) > 0
  )
  select (coalesce(min(word_papers + prefix_papers), 0) + coalesce(sum(prefix_papers), 0))::bigint from clause
$$;
