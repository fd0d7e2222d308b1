/**
 * First start: an empty catalog imports the corpus directory in the background; a catalog with
 * papers, a missing directory, tests and FIRST_START_IMPORT=false do not. Runs the provider as
 * Nest would (onApplicationBootstrap, then `done`) against a small temp corpus directory.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Logger } from '@nestjs/common';
import { withTestDatabase, type TestDatabase } from '../../../platform/testing/test-database.js';
import { CORPUS, corpusLines, tempDir, writeLines } from '../testing/corpus.js';
import { type CatalogContext, openCatalogContext } from './catalog-context.js';
import { FirstStartImport, defaultCorpusDir, firstStartEnabled } from './first-start-import.js';

describe('first-start import', () => {
  let db: TestDatabase;
  let ctx: CatalogContext;
  const logs: string[] = [];
  before(async () => {
    db = await withTestDatabase(10);
    ctx = await openCatalogContext(db.url);
    Logger.overrideLogger({
      log: (m: unknown) => logs.push(String(m)),
      error: (m: unknown) => logs.push(String(m)),
      warn: (m: unknown) => logs.push(String(m)),
      debug: () => undefined,
      verbose: () => undefined,
    });
  });
  after(async () => {
    await ctx?.close();
    await db?.drop();
  });

  test('is off under tests unless FIRST_START_IMPORT=true; FIRST_START_IMPORT=false turns it off', () => {
    assert.equal(firstStartEnabled({ NODE_ENV: 'test' }).enabled, false);
    assert.equal(firstStartEnabled({ NODE_TEST_CONTEXT: 'child-v8' }).enabled, false);
    assert.equal(firstStartEnabled({ NODE_ENV: 'test', FIRST_START_IMPORT: 'true' }).enabled, true);
    assert.equal(firstStartEnabled({ FIRST_START_IMPORT: 'false' }).enabled, false);
    assert.equal(firstStartEnabled({}).enabled, true);
    assert.match(defaultCorpusDir({}), /shared\/data\/arxiv-corpus$/);
  });

  test('skips when disabled (the default under node --test)', async () => {
    const provider = new FirstStartImport(db.pool, ctx.ingestion);
    assert.deepEqual(await provider.run({ NODE_TEST_CONTEXT: 'child-v8' }), { status: 'skipped', reason: 'tests (set FIRST_START_IMPORT=true to enable)' });
  });

  test('a missing corpus directory logs how to import', async () => {
    const provider = new FirstStartImport(db.pool, ctx.ingestion);
    const outcome = await provider.run({ FIRST_START_IMPORT: 'true', CORPUS_DIR: '/nonexistent/corpus' });
    assert.deepEqual(outcome, { status: 'no-corpus', dir: '/nonexistent/corpus' });
    assert.ok(logs.some((l) => l.includes('npm run import -- <file.jsonl>') && l.includes('sync')), logs.join('\n'));
  });

  test('an empty catalog imports the corpus directory in the background, once', { timeout: 120_000 }, async () => {
    const dir = tempDir('scholarlens-corpus-');
    writeLines(dir, 'a-daily.jsonl', await corpusLines(CORPUS.daily, 250));
    writeLines(dir, 'b-kaggle.jsonl', await corpusLines(CORPUS.kaggle, 50));
    writeLines(dir, 'ignored.txt', ['not a corpus file']);
    const previous = { FIRST_START_IMPORT: process.env.FIRST_START_IMPORT, CORPUS_DIR: process.env.CORPUS_DIR };
    Object.assign(process.env, { FIRST_START_IMPORT: 'true', CORPUS_DIR: dir });
    try {
      const provider = new FirstStartImport(db.pool, ctx.ingestion);
      provider.onApplicationBootstrap(); // returns at once: the import runs in the background
      const outcome = await provider.done;
      assert.equal(outcome.status, "imported", String((outcome as { error?: Error }).error?.stack ?? outcome.status));
      if (outcome.status !== 'imported') return;
      assert.deepEqual([outcome.report.read, outcome.report.new, outcome.report.rejected], [300, 300, 0]);
      assert.ok(logs.some((l) => /The catalog is empty: importing 2 corpus file\(s\)/.test(l)), logs.join('\n'));
      await ctx.caughtUp(outcome.report.position, 30_000);
      assert.equal(Number((await db.pool.query('select total from paper_stats')).rows[0].total), 300);

      const again = new FirstStartImport(db.pool, ctx.ingestion);
      again.onApplicationBootstrap();
      assert.deepEqual(await again.done, { status: 'not-empty' });
    } finally {
      for (const [k, v] of Object.entries(previous)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });
});
