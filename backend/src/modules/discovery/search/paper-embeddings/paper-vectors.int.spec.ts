/**
 * PaperVectors catching up from `paper_embeddings` on real PostgreSQL (DATABASE_URL): a batch
 * whose transaction took its sequence values first but commits after a later batch must not be
 * skipped (the race a seq-only checkpoint had: it moved past the late batch's values for good).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Embedder } from '../../../../platform/ai/embeddings/embedder.port.js';
import type { AppConfig } from '../../../../platform/config/config.js';
import { createPool, ensureDatabase, migrate, type Pool } from '../../../../platform/database/database.js';
import { parseCheckpoint, PaperVectors } from './paper-vectors.js';

const DATABASE_URL = process.env.DATABASE_URL;
const MODEL = `test:race-${process.pid}`;

describe('PaperVectors catch-up', { skip: DATABASE_URL ? false : 'DATABASE_URL not set' }, () => {
  let pool: Pool;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'paper-vectors-'));

  before(async () => {
    await ensureDatabase(DATABASE_URL!);
    pool = createPool(DATABASE_URL!, 4);
    await migrate(pool);
  });
  after(async () => {
    await pool?.end();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const insert = (client: { query: Pool['query'] }, id: string, v: number[]) =>
    client.query(`insert into paper_embeddings (paper_id, model, dimensions, content_hash, vector) values ($1, $2, 3, 'h', $3)`, [
      id,
      MODEL,
      Buffer.from(Float32Array.from(v).buffer),
    ]);

  it('does not skip a batch that commits after a later one', async () => {
    const embedder = { model: MODEL, dimensions: 3, embed: async () => [] } as unknown as Embedder;
    const config = { search: { vectorIndexDir: dir, vectorQuantization: 'f32', vectorSyncMs: 60_000, vectorSaveMs: 60_000 } } as unknown as AppConfig;
    const vectors = new PaperVectors(pool, embedder, config);
    const index = await vectors.open();
    assert.equal(index.size(), 0);

    const early = await pool.connect();
    try {
      await early.query('begin');
      await insert(early, 'race-early', [1, 0, 0]); // takes the lower seq and txid, commits last
      await insert(pool, 'race-late', [0, 1, 0]); // commits first
      await vectors.sync();
      // The late batch may wait for the early one, but the early one must not be lost.
      await early.query('commit');
    } finally {
      early.release();
    }
    for (let i = 0; i < 100 && index.size() < 2; i++) {
      await vectors.sync();
      if (index.size() < 2) await new Promise((r) => setTimeout(r, 100)); // a transaction of another database may hold the horizon
    }
    assert.equal(index.size(), 2);
    assert.ok(index.has('race-early') && index.has('race-late'));
    assert.equal((await index.search(Float32Array.from([1, 0, 0]), 1))[0].id, 'race-early');
    assert.match(index.checkpoint, /^\d+:\d+$/);
  });

  it('reads a checkpoint saved before txids as the start', () => {
    assert.deepEqual(parseCheckpoint('12345'), ['0', '0']);
    assert.deepEqual(parseCheckpoint('778:12'), ['778', '12']);
  });
});
