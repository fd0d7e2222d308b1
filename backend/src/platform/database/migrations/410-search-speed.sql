-- Search speed (modules/search). Two additions to 400-search.sql:
--
-- 1. A short ranking document: title A, authors B, categories D (no abstract), a few hundred
--    bytes kept inline (storage main), with its own GIN index. Lexical search takes its
--    candidates from it first (a query's words in the title are the strongest lexical evidence)
--    and only falls back to the full document (with the abstract) when the title matches are few,
--    so a broad query scores a bounded set of small vectors instead of detoasting and cover-
--    ranking the full document of every match.
-- 2. The writing transaction of every vector (`txid`), so that the in-memory vector index can catch
--    up without skipping a vector whose transaction committed after a later one (a sequence value
--    is taken at insert, not at commit): it only reads vectors of transactions older than every
--    running one, in (txid, seq) order.

create function search_title_document(title text, authors text[], categories text[]) returns tsvector
language sql immutable parallel safe as $$
  select setweight(to_tsvector('english', coalesce(title, '')), 'A')
      || setweight(to_tsvector('simple', array_to_string(coalesce(authors, '{}'), ', ')), 'B')
      || setweight(to_tsvector('simple', array_to_string(coalesce(categories, '{}'), ' ')), 'D')
$$;

alter table paper_search
  add column title_document tsvector not null generated always as (search_title_document(title, authors, categories)) stored;
alter table paper_search alter column title_document set storage main;
create index paper_search_title_document on paper_search using gin (title_document);

alter table paper_embeddings add column txid xid8 not null default pg_current_xact_id();
create index paper_embeddings_model_txid_seq on paper_embeddings (model, txid, seq);
