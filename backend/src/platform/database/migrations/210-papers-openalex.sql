-- Papers without an arXiv id: works saved from OpenAlex ("Save to ScholarLens") that are no arXiv
-- preprint are keyed oa-<OpenAlex work id> (modules/papers/paper.ts, paperKeyOf).
alter table papers alter column arxiv_id drop not null;
