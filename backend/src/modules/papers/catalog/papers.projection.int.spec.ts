/**
 * The papers projection on real PostgreSQL, fed by real corpus records through PaperIngestion:
 * applyBatch equals applying event by event, a rebuild equals the live read model, counters
 * equal what the rows say, and the category prefix table holds every prefix of every paper.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Pool, PoolClient } from '../../../platform/database/database.js';
import { type AppendResult, type RecordedEvent, START } from '../../../platform/event-store/event-store.port.js';
import { parseCorpusLine } from '../../../platform/external/arxiv/corpus-formats.js';
import type { PaperMetadata } from '../../../platform/external/arxiv/paper-metadata.js';
import { assertRebuildEqualsLive } from '../../../platform/projections/testing/rebuild-equality.js';
import { withTestDatabase, type TestDatabase } from '../../../platform/testing/test-database.js';
import { type CatalogContext, openCatalogContext } from '../importing-papers/catalog-context.js';
import { paperStreamId } from '../paper.js';
import { CORPUS, corpusLines } from '../testing/corpus.js';
import { categoryPrefixes } from './category-prefixes.js';

const records = async (file: string, n: number, from = 0): Promise<PaperMetadata[]> =>
  (await corpusLines(file, n, from)).map((l) => parseCorpusLine(l)).flatMap((r) => (r.ok ? [r.value] : []));

/** The read-model tables the papers projection owns (200-papers.sql). */
const PAPERS_TABLES = ['papers', 'paper_categories', 'paper_stats', 'paper_category_counts', 'paper_additions'];

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
    let lastView: AppendResult | undefined;
    for (const m of daily.slice(0, 5)) {
      lastView = await ctx.store.append(paperStreamId(m.arxivId), [{ type: 'PaperViewed', data: {} }, { type: 'PaperViewed', data: {} }], 'any');
    }
    // Wait on the last write's own position: headPosition() is what readers may safely see (below
    // the snapshot's xmin), which can still be behind a write that just committed.
    await ctx.caughtUp(lastView!.position, 30_000);
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
    await assertRebuildEqualsLive({ store: ctx.store, pool: db.pool, projections: [ctx.projection], tables: PAPERS_TABLES, through: lastView!.position, batchSize: 97 });
    assert.deepEqual(await snapshot(db.pool), live, 'a rebuild equals the live read model');
    await ctx.runner.start();
  });

  test('AI results: summaries (replaced ones too), tags, intelligence; aiQuality counters = rows; batch = per-event = rebuild = live', async () => {
    const papers = (await records(CORPUS.daily, 30, 1000)).slice(0, 6);
    const ingested = await ctx.ingestion.ingest(papers, { source: 'import' });
    await ctx.caughtUp(ingested.position, 30_000);
    const summary = (confidence: number, at: string) => ({
      keyFindings: ['x'], methodology: 'm', impact: 'i', technicalLevel: 'Advanced', confidence, provider: 'local', model: 'extractive-summary-v1', generatedAt: at,
    });
    const [a, b, c] = papers;
    let last: AppendResult = await ctx.store.append(paperStreamId(a.arxivId), [{ type: 'PaperSummarized', data: { summary: summary(0.6, '2026-03-01T10:00:00.000Z'), requestedBy: 'u' } }], 'any');
    last = await ctx.store.append(paperStreamId(b.arxivId), [{ type: 'PaperSummarized', data: { summary: summary(0.8, '2026-03-01T10:00:00.000Z'), requestedBy: 'u' } }], 'any');
    // A replacement swaps the confidence in the counters.
    last = await ctx.store.append(paperStreamId(a.arxivId), [{ type: 'PaperSummarized', data: { summary: summary(0.9, '2026-03-02T10:00:00.000Z'), requestedBy: 'u' } }], 'any');
    last = await ctx.store.append(paperStreamId(c.arxivId), [
      { type: 'PaperTagged', data: { tags: ['face recognition'], provider: 'local', model: 'rake-keyphrases-v1', taggedAt: '2026-03-01T10:00:00.000Z' } },
      { type: 'PaperIntelligenceGenerated', data: { intelligence: { keyFindings: ['k'], impactScore: 50, citationPotential: 'medium', methodologyType: 'x', collaborationOpportunities: [], researchTrends: [], provider: 'local', model: 'catalog-intelligence-v1', generatedAt: '2026-03-01T10:00:00.000Z' }, requestedBy: null } },
    ], 'any');
    // The last append's own position (appends are sequential, so it is the latest).
    await ctx.caughtUp(last!.position, 30_000);
    const live = await snapshot(db.pool);
    const rows = await db.pool.query('select count(summary_confidence)::int as n, coalesce(sum(summary_confidence), 0) as s from papers');
    assert.equal(Number(live.stats[0].summaries), rows.rows[0].n);
    assert.ok(Math.abs(Number(live.stats[0].confidence_sum) - Number(rows.rows[0].s)) < 1e-9);
    const byId = new Map(live.papers.map((p) => [p.arxiv_id, p]));
    assert.equal(JSON.parse(byId.get(a.arxivId)!.summary as string).confidence, 0.9);
    assert.deepEqual(byId.get(c.arxivId)!.tags, ['face recognition']);
    assert.equal(byId.get(c.arxivId)!.tags_model, 'rake-keyphrases-v1');
    assert.equal((byId.get(c.arxivId)!.intelligence as { impactScore: number }).impactScore, 50);

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
      assert.deepEqual(await snapshot(client), live, 'per-event apply equals the live read model');
      await ctx.projection.reset(client);
      await ctx.projection.applyBatch(events, client);
      assert.deepEqual(await snapshot(client), live, 'one batch equals the live read model');
    } finally {
      await client.query('rollback');
      client.release();
    }
    await ctx.runner.stop();
    await assertRebuildEqualsLive({ store: ctx.store, pool: db.pool, projections: [ctx.projection], tables: PAPERS_TABLES, through: last!.position, batchSize: 97 });
    assert.deepEqual(await snapshot(db.pool), live, 'a rebuild equals the live read model');
    await ctx.runner.start();
  });
});
