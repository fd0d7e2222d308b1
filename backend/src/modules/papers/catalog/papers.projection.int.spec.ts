/**
 * The papers projection on real PostgreSQL, fed by real corpus records through PaperIngestion:
 * applyBatch equals applying event by event, a rebuild equals the live read model, counters
 * equal what the rows say, and the category prefix table holds every prefix of every paper.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Pool, PoolClient } from '../../../platform/database/database.js';
import { type RecordedEvent, START } from '../../../platform/event-store/event-store.port.js';
import { parseCorpusLine } from '../../../platform/external/arxiv/corpus-formats.js';
import type { PaperMetadata } from '../../../platform/external/arxiv/paper-metadata.js';
import { rebuildProjections } from '../../../platform/projections/rebuild.js';
import { withTestDatabase, type TestDatabase } from '../../../platform/testing/test-database.js';
import { type CatalogContext, openCatalogContext } from '../importing/catalog-context.js';
import { paperStreamId } from '../paper.js';
import { CORPUS, corpusLines } from '../testing/corpus.js';
import { categoryPrefixes } from './category-prefixes.js';

const records = async (file: string, n: number, from = 0): Promise<PaperMetadata[]> =>
  (await corpusLines(file, n, from)).map((l) => parseCorpusLine(l)).flatMap((r) => (r.ok ? [r.value] : []));

async function snapshot(db: Pool | PoolClient) {
  const q = (sql: string) => db.query(sql).then((r) => r.rows);
  return {
    papers: await q(`select * from papers order by id`),
    categories: await q(`select prefix, published_date::text, paper_id from paper_categories order by 1, 2, 3`),
    stats: await q(`select total, summaries, confidence_sum from paper_stats`),
    counts: await q(`select category, papers from paper_category_counts where papers <> 0 order by category`),
    additions: await q(`select minute, papers from paper_additions order by minute`),
  };
}

describe('papers projection', () => {
  let db: TestDatabase;
  let ctx: CatalogContext;
  before(async () => {
    db = await withTestDatabase(10);
    ctx = await openCatalogContext(db.url);
  });
  after(async () => {
    await ctx?.close();
    await db?.drop();
  });

  test('imports, updates and views: batch apply = per-event apply = rebuild = live', async () => {
    const daily = await records(CORPUS.daily, 400);
    const kaggle = await records(CORPUS.kaggle, 200);
    const first = await ctx.ingestion.ingest([...daily, ...kaggle], { source: 'import' });
    assert.equal(first.new, 600);
    // Newer versions of some papers, with other categories and dates; and views.
    const newer = kaggle.slice(0, 20).map((m, i) => ({
      ...m,
      version: (m.version ?? 1) + 1,
      title: `${m.title} (revised)`,
      categories: i % 2 ? ['cs.LG', ...m.categories] : m.categories.slice(0, 1),
      publishedDate: i % 3 ? m.publishedDate : '2020-02-02',
      updatedDate: '2026-01-01',
    }));
    const second = await ctx.ingestion.ingest(newer, { source: 'arxiv-sync' });
    assert.deepEqual([second.new, second.updated, second.unchanged], [0, 20, 0]);
    for (const m of daily.slice(0, 5)) {
      await ctx.store.append(paperStreamId(m.arxivId), [{ type: 'PaperViewed', data: {} }, { type: 'PaperViewed', data: {} }], 'any');
    }
    const head = await ctx.store.headPosition();
    await ctx.caughtUp(head, 30_000);
    const live = await snapshot(db.pool);

    assert.equal(live.papers.length, 600);
    assert.equal(Number(live.stats[0].total), 600);
    const revised = live.papers.filter((p) => String(p.title).endsWith('(revised)'));
    assert.equal(revised.length, 20);
    assert.equal(live.papers.filter((p) => Number(p.views) === 2).length, 5);
    // Counters agree with the rows.
    const expectedCounts = new Map<string, number>();
    for (const p of live.papers) for (const c of p.categories as string[]) expectedCounts.set(c, (expectedCounts.get(c) ?? 0) + 1);
    assert.deepEqual(
      live.counts.map((r) => [r.category, Number(r.papers)]),
      [...expectedCounts].sort(([a], [b]) => (a < b ? -1 : 1)),
    );
    const expectedKeys = live.papers
      .flatMap((p) => categoryPrefixes(p.categories as string[]).map((prefix) => `${prefix}|${(p.published_date as Date).toISOString().slice(0, 10)}|${p.id}`))
      .sort();
    assert.deepEqual(live.categories.map((k) => `${k.prefix}|${k.published_date}|${k.paper_id}`).sort(), expectedKeys);
    assert.equal(live.additions.reduce((n, r) => n + Number(r.papers), 0), 600);

    // The same events applied one by one, and all in one batch, inside a rolled-back transaction.
    const events: RecordedEvent[] = [];
    for (let position = START; ; ) {
      const page = await ctx.store.readAll(position, 1000);
      if (page.length === 0) break;
      events.push(...page.filter((e) => ctx.projection.eventTypes.includes(e.type)));
      position = page[page.length - 1].position;
    }
    const client = await db.pool.connect();
    try {
      await client.query('begin');
      await ctx.projection.reset(client);
      for (const e of events) await ctx.projection.apply(e, client);
      const perEvent = await snapshot(client);
      await ctx.projection.reset(client);
      await ctx.projection.applyBatch(events, client);
      const batched = await snapshot(client);
      assert.deepEqual(perEvent, live, 'per-event apply equals the live read model');
      assert.deepEqual(batched, live, 'one batch equals the live read model');
    } finally {
      await client.query('rollback');
      client.release();
    }

    await ctx.runner.stop();
    await rebuildProjections(ctx.store, db.pool, [ctx.projection], [ctx.projection.name], undefined, 97);
    assert.deepEqual(await snapshot(db.pool), live, 'a rebuild equals the live read model');
    await ctx.runner.start();
  });
});
