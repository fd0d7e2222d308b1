/**
 * The research-paper-facts projection on real PostgreSQL, fed by paper streams: one row per paper
 * (old-style arXiv ids and OpenAlex works keyed as the catalog keys them) with its categories,
 * publication date and title terms, replaced by a newer version's metadata (the last one wins
 * within a batch too); views and AI results change nothing and make no snapshot stale, while every
 * change of the facts, and a rebuild, bumps the facts version. The trends computed from the read
 * model are the crafted history's, moved by the update. A rebuild from the first event equals the
 * live read model.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadConfig } from '../../../../platform/config/config.js';
import type { PaperMetadata } from '../../../../platform/external/arxiv/paper-metadata.js';
import { arxivRecord } from '../../../papers/testing/arxiv-record.js';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import {
  type CatalogRecord,
  type PaperImported,
  type PaperMetadataUpdated,
  type PaperSummarized,
  type PaperViewed,
  openAlexPaperKey,
  paperStreamId,
} from '../../../papers/paper.js';
import { TrendsRecompute } from '../recomputing-trends/trends-recompute.js';
import { craftedHistory } from '../testing/crafted-history.js';
import { titleTerms } from '../trends/title-terms.js';
import { computeTrends } from '../trends/trends.js';
import { ResearchPaperFactsProjection } from './research-paper-facts.projection.js';

const record = (arxivId: string, p: { title: string; categories: string[]; publishedDate: string }): PaperMetadata =>
  arxivRecord(arxivId, { ...p, abstract: `An abstract about ${p.title}.` });
const imported = (r: CatalogRecord) => newEvent<PaperImported>({ type: 'PaperImported', data: r }, { source: 'import' });
const updated = (r: CatalogRecord) => newEvent<PaperMetadataUpdated>({ type: 'PaperMetadataUpdated', data: r }, { source: 'arxiv-sync' });

describe('research-paper-facts projection', () => {
  const testbed = useTestEventStore();

  const factsVersion = async () => Number((await testbed.db.pool.query('select version from research_facts_state')).rows[0].version);

  test('one row per paper with its title terms, newer metadata replaces it, the facts version; trends; rebuild = live', async () => {
    // The crafted history, imported in one multi-stream append, as a bulk import writes it.
    const papers = craftedHistory().map((p, i) => record(`2601.${String(10000 + i)}`, p));
    await testbed.store.appendMany(papers.map((m) => ({ streamId: paperStreamId(m.arxivId), events: [imported(m)], expected: 'no_stream' as const })));
    // A newer version read before the projector runs: the catch-up batch holds both events, the last one wins.
    papers[15] = { ...papers[15], version: 2, categories: ['cs.CV', 'cs.RO'] };
    await testbed.store.append(paperStreamId(papers[15].arxivId), [updated(papers[15])], 0);
    const initialVersion = await factsVersion();

    const projection = new ResearchPaperFactsProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    let versionAfterUpdates: number;
    try {
      // An old-style arXiv id and an OpenAlex work without one, both before the trend windows.
      const oldStyle = record('hep-th/9901001', { title: 'Anti-de Sitter space and holography', categories: ['hep-th'], publishedDate: '1998-02-20' });
      await testbed.store.append(paperStreamId(oldStyle.arxivId), [imported(oldStyle)], 'no_stream');
      const work: CatalogRecord = {
        ...record('0000.00000', { title: 'Deep residual learning for image recognition', categories: ['cs.CV'], publishedDate: '2016-06-27' }),
        arxivId: null,
        openAlexId: 'W2194775991',
        pdfUrl: null,
        source: 'openalex',
      };
      await testbed.store.append(paperStreamId(openAlexPaperKey(work.openAlexId)), [newEvent<PaperImported>({ type: 'PaperImported', data: work }, { source: 'openalex' })], 'no_stream');
      // A recent cs.CL paper's newer version is about sparse autoencoders now.
      papers[9] = { ...papers[9], version: 2, title: 'Sparse autoencoders for term9a' };
      let last = await testbed.store.append(paperStreamId(papers[9].arxivId), [updated(papers[9])], 0);
      await waitForProjections(testbed.db.pool, [projection.name], last.position, 10_000);
      versionAfterUpdates = await factsVersion();
      assert.ok(versionAfterUpdates > initialVersion, 'every change of the facts bumps their version');

      const rows = (
        await testbed.db.pool.query<{ paper_id: string; categories: string[]; published_date: string; keyphrases: string[]; words: string[] }>(
          'select paper_id, categories, published_date::text as published_date, keyphrases, words from research_paper_facts order by paper_id',
        )
      ).rows;
      assert.equal(rows.length, papers.length + 2);
      const byId = new Map(rows.map((r) => [r.paper_id, r]));
      assert.deepEqual(byId.get(papers[9].arxivId), {
        paper_id: papers[9].arxivId,
        categories: ['cs.CL'],
        published_date: '2026-05-10',
        keyphrases: ['sparse autoencoder'],
        words: ['sparse', 'autoencoder', 'term9a'],
      });
      assert.deepEqual(byId.get(papers[15].arxivId)?.categories, ['cs.CV', 'cs.RO']);
      assert.deepEqual(byId.get('hep-th_9901001'), {
        paper_id: 'hep-th_9901001',
        categories: ['hep-th'],
        published_date: '1998-02-20',
        keyphrases: ['anti-de sitter', 'sitter space', 'anti-de sitter space'],
        words: ['anti-de', 'sitter', 'space', 'holography'],
      });
      assert.equal(byId.get('oa-W2194775991')?.published_date, '2016-06-27');
      for (const [i, p] of papers.entries()) {
        const { keyphrases, words } = titleTerms(p.title);
        assert.deepEqual(byId.get(p.arxivId), { paper_id: p.arxivId, categories: p.categories, published_date: p.publishedDate, keyphrases, words }, `paper ${i}`);
      }

      // Views and AI results: not facts; no snapshot is made stale by them.
      last = await testbed.store.append(
        paperStreamId(papers[0].arxivId),
        [
          newEvent<PaperViewed>({ type: 'PaperViewed', data: {} }),
          newEvent<PaperSummarized>({
            type: 'PaperSummarized',
            data: {
              summary: { keyFindings: ['k'], methodology: 'm', impact: 'i', technicalLevel: 'Advanced', confidence: 0.7, provider: 'local', model: 'extractive-summary-v1', generatedAt: '2026-07-01T10:00:00.000Z' },
              requestedBy: null,
            },
          }),
        ],
        0,
      );
      await waitForProjections(testbed.db.pool, [projection.name], last.position, 10_000);
      assert.equal(await factsVersion(), versionAfterUpdates);

      // The trends job computes from the read model: the crafted history's trends, sparse autoencoders one paper stronger.
      const recompute = new TrendsRecompute(testbed.db.pool, loadConfig({ DATABASE_URL: testbed.db.url, RESEARCH_TRENDS_WINDOW_DAYS: '90', RESEARCH_TRENDS_MIN_PAPERS: '3' }));
      assert.deepEqual(await recompute.run(), { factsVersion: versionAfterUpdates, papersAnalyzed: 23 });
      const { trends } = (await recompute.snapshot())!;
      assert.deepEqual(
        trends.emergingTopics.map((t) => [t.topic, t.growthRate, t.papers, t.previousPapers, t.kind]).slice(0, 2),
        [
          ['sparse autoencoder', 400, 5, 1, 'keyphrase'],
          ['Computation and Language (cs.CL)', 200, 6, 2, 'category'],
        ],
      );
      const expected = {
        ...computeTrends(
          papers.map((p) => ({ categories: p.categories, publishedDate: p.publishedDate, ...titleTerms(p.title) })),
          { windowDays: 90, minPapers: 3 },
        ),
        // The snapshot counts every paper the facts hold: the old-style and the OpenAlex paper,
        // outside both windows, too (the page says what the windows leave out).
        catalogPapers: papers.length + 2,
      };
      assert.deepEqual(trends, JSON.parse(JSON.stringify(expected)));
    } finally {
      await runner.stop();
    }

    await assertRebuildEqualsLive({ store: testbed.store, pool: testbed.db.pool, projections: [projection], tables: ['research_paper_facts'], batchSize: 5 });
    assert.ok((await factsVersion()) > versionAfterUpdates, 'a rebuild makes the trends snapshot stale');
  });
});
