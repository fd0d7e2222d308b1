/**
 * The embedding backlog on real PostgreSQL: while a batch is being computed no transaction of the
 * database is open (an open one held back the event store's visibility and stalled every write,
 * issue #27), and a paper whose text changed during the computation stays pending instead of
 * getting a vector of its old text. Titles are embedded first (issue #37), then full vectors.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Embedder } from '../../../../platform/ai/embeddings/embedder.port.js';
import type { AppConfig } from '../../../../platform/config/config.js';
import { type TestDatabase, withTestDatabase } from '../../../../platform/testing/test-database.js';
import { EmbeddingBacklog } from './embedding-backlog.js';

/** A deterministic embedder that waits at a gate the test opens, so the test can look at the database mid-batch. */
function gatedEmbedder() {
  let open!: () => void;
  let entered!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const computing = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const embedder: Embedder = {
    model: 'test:gated-3',
    dimensions: 3,
    embed: async (texts) => {
      entered();
      await gate;
      return texts.map((t) => Float32Array.from([t.length, 1, 0]));
    },
    close: async () => undefined,
  };
  return { embedder, open, computing };
}

describe('embedding backlog', () => {
  let db: TestDatabase;
  before(async () => {
    db = await withTestDatabase(4);
  });
  after(async () => {
    await db?.drop();
  });

  it('computes outside any transaction and stores only vectors of the current text', async () => {
    await db.pool.query(
      `insert into paper_search (paper_id, title, abstract, updated_at) values
         ('p1', 'Attention is all you need', 'Transformers.', now()), ('p2', 'Deep residual learning', 'ResNets.', now())`,
    );
    const { embedder, open, computing } = gatedEmbedder();
    const backlog = new EmbeddingBacklog(db.pool, embedder, { search: { embedBatch: 10 } } as AppConfig);
    const batch = backlog.embedBatch();
    await computing;

    const open_ = await db.pool.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null`,
    );
    assert.equal(open_.rows[0].n, 0, 'no transaction is open while the batch is computed');
    // A title changed mid-computation: the write must not store the old text's vector for it (and must not wait for it).
    await db.pool.query(`update paper_search set title = 'Deep residual learning (revised)' where paper_id = 'p2'`);

    open();
    assert.equal(await batch, 2);
    const stored = async () => (await db.pool.query<{ paper_id: string; recipe: string }>('select paper_id, recipe from paper_embeddings order by paper_id')).rows;
    assert.deepEqual(await stored(), [{ paper_id: 'p1', recipe: 'title' }], 'a title vector first; p2 changed meanwhile: still pending');
    assert.deepEqual(await backlog.counts(), { pending: 2, embedded: 0, titlesOnly: 1, model: 'test:gated-3' });

    // Every title before any abstract: p2's title, then both full vectors.
    assert.equal(await backlog.embedBatch(), 1);
    assert.deepEqual(await backlog.counts(), { pending: 2, embedded: 0, titlesOnly: 2, model: 'test:gated-3' });
    assert.equal(await backlog.embedBatch(), 2);
    assert.deepEqual(await stored(), [
      { paper_id: 'p1', recipe: 'text+title' },
      { paper_id: 'p2', recipe: 'text+title' },
    ]);
    assert.deepEqual(await backlog.counts(), { pending: 0, embedded: 2, titlesOnly: 0, model: 'test:gated-3' });
    assert.equal(await backlog.embedBatch(), 0);
  });
});
