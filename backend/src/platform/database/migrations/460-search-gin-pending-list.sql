-- Search (modules/search): a short GIN pending list for the two full-text indexes of paper_search.
--
-- Why: with fastupdate (the default) new documents are appended to an unsorted pending list, which
-- is merged into the index only when it reaches gin_pending_list_limit (4 MB, 512 pages) or at the
-- next vacuum, and every query scans that list whole. Right after the 33k corpus was imported
-- the document index carried 259 pending pages: the abstract tier's GIN scan took 2.06 ms at the
-- median (p95 3.53) of cold title fragments, 0.24 ms (1.37) once the list was merged; the whole
-- lexical ranking 9.1 → 5.4 ms. A live catalog that keeps importing sits anywhere up to 512 pages.
--
-- 256 kB (32 pages) bounds what a query scans to ~0.25 ms. The price is on the write side: the
-- list is merged more often, 16k documents indexed in 3.3 s instead of 1.8 s (64 kB: 5.4 s;
-- fastupdate off: 9.4 s), a few seconds per 33k imported papers.
alter index paper_search_document set (gin_pending_list_limit = 256);
alter index paper_search_title_document set (gin_pending_list_limit = 256);
