/**
 * Importing real corpus files (slices of ../shared/data/arxiv-corpus in both formats) through
 * importFiles and PaperIngestion on real PostgreSQL: counts, malformed lines reported with
 * file:line, idempotent re-import, newer versions update, the advisory lock, the CLI itself.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { withTestDatabase, type TestDatabase } from '../../../platform/testing/test-database.js';
import { CORPUS, corpusLines, tempDir, writeLines } from '../testing/corpus.js';
import { type CatalogContext, openCatalogContext } from './catalog-context.js';
import { acquireImportLock, importLockHeld } from './import-lock.js';
import { describeImport, importFiles } from './importer.js';

describe('importing corpus files', () => {
  let db: TestDatabase;
  let ctx: CatalogContext;
  const dir = tempDir();
  let dailyFile: string;
  let kaggleFile: string;
  let kaggleLines: string[];
  before(async () => {
    db = await withTestDatabase(10);
    ctx = await openCatalogContext(db.url);
    const daily = await corpusLines(CORPUS.daily, 1500);
    // A malformed line (truncated JSON), a record without a title, and a blank line in the middle.
    const broken = [...daily.slice(0, 700), '{"id": "2501.00001", "title": ', '', JSON.stringify({ ...JSON.parse(daily[0]), id: '2501.99999', title: '' }), ...daily.slice(700)];
    dailyFile = writeLines(dir, 'daily.jsonl', broken);
    kaggleLines = await corpusLines(CORPUS.kaggle, 300);
    kaggleFile = writeLines(dir, 'kaggle.jsonl', kaggleLines);
  });
  after(async () => {
    await ctx?.close();
    await db?.drop();
  });

  const total = async () => Number((await db.pool.query('select total from paper_stats')).rows[0].total);

  test('both formats; malformed lines reported with file:line and skipped; nothing else lost', async () => {
    const progress: number[] = [];
    const report = await importFiles(ctx.ingestion, [dailyFile, kaggleFile], { batchSize: 500, onProgress: (p) => progress.push(p.read) });
    assert.equal(report.read, 1502 + 300);
    assert.equal(report.rejected, 2);
    assert.equal(report.new, 1800);
    assert.deepEqual([report.updated, report.unchanged], [0, 0]);
    assert.deepEqual(report.rejections.map((r) => [path.basename(r.file), r.line]), [['daily.jsonl', 701], ['daily.jsonl', 703]]);
    assert.match(report.rejections[0].reason, /not valid JSON/);
    assert.match(report.rejections[1].reason, /missing title for 2501\.99999/);
    assert.ok(progress.length >= 3, 'progress was reported per batch');
    const summary = describeImport(report).join('\n');
    assert.match(summary, /read 1802, new 1800, updated 0, unchanged 0, rejected 2/);
    assert.match(summary, /daily\.jsonl:701: not valid JSON/);
    await ctx.caughtUp(report.position, 30_000);
    assert.equal(await total(), 1800);
  });

  test('importing the same files again adds nothing', async () => {
    const report = await importFiles(ctx.ingestion, [dailyFile, kaggleFile]);
    assert.deepEqual([report.new, report.updated, report.unchanged, report.rejected], [0, 0, 1800, 2]);
    assert.equal(report.position, null);
    assert.equal(await total(), 1800);
    const events = await db.pool.query(`select count(*)::int as n from events where type = 'PaperImported'`);
    assert.equal(events.rows[0].n, 1800);
  });

  test('idempotent even while the read model lags: the event ids are the content', async () => {
    await ctx.runner.stop();
    try {
      const lines = await corpusLines(CORPUS.math, 50);
      const file = writeLines(dir, 'math.jsonl', lines);
      const first = await importFiles(ctx.ingestion, [file]);
      const second = await importFiles(ctx.ingestion, [file]); // the read model has not seen the first yet
      assert.equal(first.new, 50);
      assert.deepEqual([second.new, second.updated, second.unchanged], [0, 0, 50]);
    } finally {
      await ctx.runner.start();
    }
    await ctx.caughtUp(await ctx.store.headPosition(), 30_000);
    assert.equal(await total(), 1850);
  });

  test('a newer version updates the paper; an older one changes nothing', async () => {
    const record = JSON.parse(kaggleLines[0]);
    const versions: { version: string; created: string }[] = record.versions;
    const newer = {
      ...record,
      title: 'A thoroughly revised title',
      versions: [...versions, { version: `v${versions.length + 1}`, created: 'Mon, 5 Jan 2026 10:00:00 GMT' }],
    };
    const file = writeLines(dir, 'newer.jsonl', [JSON.stringify(newer)]);
    const report = await importFiles(ctx.ingestion, [file]);
    assert.deepEqual([report.new, report.updated, report.unchanged], [0, 1, 0]);
    await ctx.caughtUp(report.position, 30_000);
    const row = await db.pool.query('select title, version, updated_date::text as updated from papers where arxiv_id = $1', [record.id]);
    assert.deepEqual(row.rows[0], { title: 'A thoroughly revised title', version: versions.length + 1, updated: '2026-01-05' });
    // The original file again: an older version.
    const again = await importFiles(ctx.ingestion, [kaggleFile]);
    assert.deepEqual([again.new, again.updated, again.unchanged], [0, 0, 300]);
    assert.equal(await total(), 1850);
  });

  test('one import at a time: the advisory lock', async () => {
    const lock = await acquireImportLock(db.pool, false);
    assert.ok(lock);
    assert.equal(await acquireImportLock(db.pool, false), null);
    assert.equal(await importLockHeld(db.pool), true);
    await lock.release();
    assert.equal(await importLockHeld(db.pool), false);
  });

  test('npm run import: the CLI prints the summary after the read model caught up', { timeout: 120_000 }, async () => {
    const lines = await corpusLines(CORPUS.daily, 100, 5000);
    const file = writeLines(dir, 'cli.jsonl', [...lines, 'not json at all']);
    const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), 'import.cli.js');
    const run = () =>
      new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
        const child = spawn(process.execPath, [cli, '--', file], { env: { ...process.env, DATABASE_URL: db.url, EVENT_STORE_URL: db.url } });
        let out = '';
        let err = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (err += d));
        child.on('exit', (code) => resolve({ code, out, err }));
      });
    const first = await run();
    assert.equal(first.code, 0, first.err);
    assert.match(first.out, /read 101, new 100, updated 0, unchanged 0, rejected 1/);
    assert.match(first.out, /cli\.jsonl:101: not valid JSON/);
    assert.match(first.out, /The catalog now holds 1950 papers\./);
    const second = await run();
    assert.match(second.out, /read 101, new 0, updated 0, unchanged 100, rejected 1/);
    const usage = await new Promise<number | null>((resolve) => spawn(process.execPath, [cli], { env: { ...process.env, DATABASE_URL: db.url } }).on('exit', resolve));
    assert.equal(usage, 2);
  });
});
