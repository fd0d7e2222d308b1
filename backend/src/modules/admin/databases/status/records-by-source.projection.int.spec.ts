/**
 * The records-by-source projection on real PostgreSQL, fed by PaperImported events as the
 * ingestion sources write them (a bulk import in one multi-stream append, arXiv syncs, OAI-PMH
 * harvests, OpenAlex saves): papers counted per ingestion source (`unknown` when an event carries
 * none), metadata updates and views not counted, every import counted once with two projectors
 * running (two backend instances). The Databases page's status query shows the figures: its Total
 * Records is what the data sources hold, without the AI provider's summaries (shown on their own row;
 * issue #28 item 6). A rebuild from the first event equals the live read model.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadConfig } from '../../../../platform/config/config.js';
import type { EventMetadata } from '../../../../platform/event-store/event-store.port.js';
import type { PaperMetadata } from '../../../../platform/external/arxiv/paper-metadata.js';
import { arxivRecord } from '../../../papers/testing/arxiv-record.js';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import { PapersProjection } from '../../../papers/catalog/papers.projection.js';
import {
  type CatalogRecord,
  type PaperImported,
  type PaperMetadataUpdated,
  type PaperViewed,
  openAlexPaperKey,
  paperKeyOf,
  paperStreamId,
} from '../../../papers/paper.js';
import { DatabaseStatusHandler } from './database-status.query.js';
import { RecordsBySourceProjection } from './records-by-source.projection.js';

const arxiv = (arxivId: string, title: string): PaperMetadata =>
  arxivRecord(arxivId, { title, authors: ['A. Author', 'B. Author'], abstract: `We study ${title.toLowerCase()}.`, publishedDate: '2026-02-10' });

const imported = (record: CatalogRecord, metadata: EventMetadata) => newEvent<PaperImported>({ type: 'PaperImported', data: record }, metadata);

describe('records-by-source projection', () => {
  const testbed = useTestEventStore(6);

  test('papers per ingestion source, updates and views not counted, two projectors count once; rebuild = live', async () => {
    // A bulk import before the projectors run: 30 papers, one multi-stream append (as PaperIngestion writes them).
    const bulk = Array.from({ length: 30 }, (_, i) => arxiv(`2602.${String(10001 + i)}`, `Bulk paper ${i}`));
    await testbed.store.appendMany(bulk.map((m) => ({ streamId: paperStreamId(paperKeyOf(m)), events: [imported(m, { source: 'import' })], expected: 'no_stream' as const })));

    const projection = new RecordsBySourceProjection();
    const papers = new PapersProjection();
    const runners = [
      new ProjectionRunner(testbed.store, testbed.db.pool, [projection]),
      new ProjectionRunner(testbed.store, testbed.db.pool, [new RecordsBySourceProjection()]),
      // The catalog read model keeps the AI summary counter (paper_stats) the LLM row shows.
      new ProjectionRunner(testbed.store, testbed.db.pool, [papers]),
    ];
    await Promise.all(runners.map((r) => r.start()));
    try {
      for (let i = 0; i < 5; i++) {
        const m = arxiv(`2603.0000${i + 1}`, `Synced paper ${i}`);
        await testbed.store.append(paperStreamId(m.arxivId), [imported(m, { source: 'arxiv-sync', userId: 'admin-1' })], 'no_stream');
      }
      const harvested = Array.from({ length: 7 }, (_, i) => arxiv(`hep-th/99010${String(10 + i)}`, `Harvested paper ${i}`));
      await testbed.store.appendMany(harvested.map((m) => ({ streamId: paperStreamId(m.arxivId), events: [imported(m, { source: 'oai-pmh', correlationId: 'run-1' })], expected: 'no_stream' as const })));
      // Saved from OpenAlex: an arXiv preprint, and a work with no arXiv id (keyed oa-W…).
      const preprint = arxiv('2601.04242', 'Preprint found on OpenAlex');
      await testbed.store.append(paperStreamId(preprint.arxivId), [imported(preprint, { source: 'openalex', userId: 'u-7' })], 'no_stream');
      const work: CatalogRecord = { ...arxiv('0000.00000', 'A journal article'), arxivId: null, openAlexId: 'W2741809807', pdfUrl: null, source: 'openalex' };
      await testbed.store.append(paperStreamId(openAlexPaperKey(work.openAlexId)), [imported(work, { source: 'openalex', userId: 'u-7' })], 'no_stream');
      // An import that carries no source (written before the metadata existed).
      const old = arxiv('1706.03762', 'Attention is all you need');
      await testbed.store.append(paperStreamId(old.arxivId), [imported(old, {})], 'no_stream');
      // Newer versions and views of papers already counted: not new papers.
      await testbed.store.append(paperStreamId(bulk[0].arxivId), [newEvent<PaperMetadataUpdated>({ type: 'PaperMetadataUpdated', data: { ...bulk[0], version: 2 } }, { source: 'arxiv-sync' })], 0);
      await testbed.store.append(paperStreamId(bulk[1].arxivId), [newEvent<PaperMetadataUpdated>({ type: 'PaperMetadataUpdated', data: { ...bulk[1], version: 2 } }, { source: 'oai-pmh' })], 0);
      const last = await testbed.store.append(paperStreamId(bulk[2].arxivId), [newEvent<PaperViewed>({ type: 'PaperViewed', data: {} }), newEvent<PaperViewed>({ type: 'PaperViewed', data: {} })], 0);
      await waitForProjections(testbed.db.pool, [projection.name], last.position, 10_000);
      // Three AI summaries of catalog papers: records of the LLM row, not of any database.
      const summary = { keyFindings: ['x'], methodology: 'm', impact: 'i', technicalLevel: 'Advanced', confidence: 0.8, provider: 'local', model: 'extractive-summary-v1', generatedAt: '2026-03-01T10:00:00.000Z' };
      let summarized = last;
      for (const m of [bulk[3], bulk[4], harvested[0]]) {
        summarized = await testbed.store.append(paperStreamId(paperKeyOf(m)), [newEvent({ type: 'PaperSummarized', data: { summary, requestedBy: 'u-1' } })], 'any');
      }
      await waitForProjections(testbed.db.pool, [papers.name], summarized.position, 10_000);

      const counts = (await testbed.db.pool.query<{ source: string; papers: string }>('select source, papers from data_source_records order by source')).rows;
      assert.deepEqual(
        counts.map((r) => [r.source, Number(r.papers)]),
        [['arxiv-sync', 5], ['import', 30], ['oai-pmh', 7], ['openalex', 2], ['unknown', 1]],
      );

      // The Databases page: the records of each data source.
      const status = await new DatabaseStatusHandler(testbed.db.pool, loadConfig({ DATABASE_URL: testbed.db.url })).execute();
      assert.deepEqual(
        status.connections.map((c) => [c.id, c.totalRecords]),
        [['arxiv-api', 5], ['arxiv-oai-pmh', 7], ['openalex', 2], ['llm', 3]],
      );
      // 5 + 7 + 2: the sources' records only (not 17 with the summaries).
      assert.equal(status.totalRecords, 14);
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }

    await assertRebuildEqualsLive({ store: testbed.store, pool: testbed.db.pool, projections: [projection], tables: ['data_source_records'], batchSize: 7 });
  });
});
