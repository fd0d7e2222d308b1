-- Search read model (modules/search): one weighted full-text document per paper, fed by paper
-- events, and the paper embeddings (the source of truth the in-memory HNSW index is built from).

-- A query word as a tsquery: its English stem OR the word itself ('simple', which is how author
-- names and category codes are indexed). Stop words give the empty query (they match nothing
-- and are dropped by the && / || operators).
create function search_word(word text) returns tsquery
language sql immutable parallel safe as $$
  select case when numnode(plainto_tsquery('english', word)) = 0 then ''::tsquery
              else plainto_tsquery('english', word) || plainto_tsquery('simple', word) end
$$;

-- title A, authors B, abstract C, categories D.
create function search_document(title text, authors text[], abstract text, categories text[]) returns tsvector
language sql immutable parallel safe as $$
  select setweight(to_tsvector('english', coalesce(title, '')), 'A')
      || setweight(to_tsvector('simple', array_to_string(coalesce(authors, '{}'), ', ')), 'B')
      || setweight(to_tsvector('english', coalesce(abstract, '')), 'C')
      || setweight(to_tsvector('simple', array_to_string(coalesce(categories, '{}'), ' ')), 'D')
$$;

create table paper_search (
  paper_id text primary key,
  arxiv_id text,
  title text not null,
  authors text[] not null default '{}',
  abstract text not null default '',
  categories text[] not null default '{}',
  published_date date,
  document tsvector not null generated always as (search_document(title, authors, abstract, categories)) stored,
  -- Of the embedded text (title + abstract): a vector with another hash is stale.
  content_hash text not null generated always as (md5(title || E'\n' || abstract)) stored,
  updated_at timestamptz not null
);
create index paper_search_document on paper_search using gin (document);
create index paper_search_arxiv_id on paper_search (arxiv_id);

-- One vector per paper, for the model it was computed with. `seq` grows on every write so that
-- every process's in-memory index can catch up from where it was (VectorIndex.checkpoint).
create sequence paper_embeddings_seq;
create table paper_embeddings (
  paper_id text primary key,
  model text not null,
  dimensions integer not null,
  content_hash text not null,
  vector bytea not null,
  seq bigint not null default nextval('paper_embeddings_seq'),
  embedded_at timestamptz not null default now()
);
create index paper_embeddings_model_seq on paper_embeddings (model, seq);
