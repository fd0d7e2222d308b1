/**
 * The full-text indexes of paper_search keep a short GIN pending list (460-search-gin-pending-list.sql):
 * every query scans that list whole, so its length is query time (pgstatginindex, from pgstattuple).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sharedTestDatabase } from '../../../../platform/testing/test-database.js';
import { inEmptyReadModel } from '../testing/search-rows.js';

/** 256 kB of 8 kB pages, the limit the migration sets. */
const MAX_PENDING_PAGES = 32;

describe('GIN pending lists of the search indexes', () => {
  let db: Awaited<ReturnType<typeof sharedTestDatabase>>;

  before(async () => {
    db = await sharedTestDatabase(1);
    await db.pool.query('create extension if not exists pgstattuple');
  });
  after(() => db?.close());

  it('stay within 256 kB while papers are written, where the default would keep megabytes pending', async () => {
    await inEmptyReadModel(db.pool, async (tx) => {
      // 1,500 papers of ~60 distinct words each: ~2 MB of pending entries under the default 4 MB limit.
      await tx.query(
        `insert into paper_search (paper_id, title, abstract, updated_at)
         select 'gin-' || i, 'Paper ' || i, (select string_agg('word' || (i * 61 + j) % 50000, ' ') from generate_series(1, 60) j), now()
           from generate_series(1, 1500) i`,
      );
      for (const index of ['paper_search_document', 'paper_search_title_document']) {
        const { rows } = await tx.query<{ pending_pages: number }>('select pending_pages from pgstatginindex($1::regclass)', [index]);
        assert.ok(rows[0].pending_pages <= MAX_PENDING_PAGES, `${index}: ${rows[0].pending_pages} pending pages`);
      }
      const { rows } = await tx.query<{ n: number }>(
        `select count(*)::int as n from paper_search where document @@ to_tsquery('simple', 'word61 & word62')`,
      );
      assert.equal(rows[0].n, 1, 'the merged entries are still found');
    });
  });
});
