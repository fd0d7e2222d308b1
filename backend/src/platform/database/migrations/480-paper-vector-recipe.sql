-- Search (modules/search): how each paper vector was made, so that a new way re-embeds the
-- catalog in the background as a new model does.
--
-- 'text' (every vector until now): the embedding of the title and the start of the abstract.
-- 'text+title' (embedding-papers/paper-vector.ts): that plus the embedding of the title alone.
alter table paper_embeddings add column recipe text not null default 'text';
