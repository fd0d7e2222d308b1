/**
 * The data-source-status projection on real PostgreSQL, fed by the data sources' streams: each
 * check replaces the source's last check (its last sync stays), each sync started is recorded on
 * the source's row; the bulk PDF download's events on the arxiv-s3 stream are not this read
 * model's. The Databases page's status query shows each source connected, disconnected or not
 * configured from it. A rebuild from the first event equals the live read model.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadConfig } from '../../../../platform/config/config.js';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import { ARXIV_S3_SOURCE, type ArxivPdfDownloadStarted } from '../arxiv-pdf-download.js';
import { type DataSourceChecked, type DataSourceSyncStarted, dataSourceStreamId } from '../data-source.js';
import { DataSourceStatusProjection } from './data-source-status.projection.js';
import { DatabaseStatusHandler } from './database-status.query.js';

const checked = (data: DataSourceChecked['data']) => newEvent<DataSourceChecked>({ type: 'DataSourceChecked', data }, { userId: 'admin-1' });
const syncStarted = (data: DataSourceSyncStarted['data']) => newEvent<DataSourceSyncStarted>({ type: 'DataSourceSyncStarted', data }, { userId: 'admin-1' });

describe('data-source-status projection', () => {
  const testbed = useTestEventStore();

  test('checks replace checks, syncs are recorded, other events ignored; the status query; rebuild = live', async () => {
    const api = dataSourceStreamId('arxiv-api');
    await testbed.store.append(api, [checked({ source: 'arxiv-api', configured: true, reachable: true, latencyMs: 212, error: null })], 'no_stream');
    await testbed.store.append(api, [syncStarted({ source: 'arxiv-api', detail: 'newest papers of the configured categories' })], 0);

    const projection = new DataSourceStatusProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    try {
      await testbed.store.append(
        dataSourceStreamId('arxiv-oai-pmh'),
        [checked({ source: 'arxiv-oai-pmh', configured: true, reachable: true, latencyMs: 480, error: null })],
        'no_stream',
      );
      await testbed.store.append(dataSourceStreamId('openalex'), [checked({ source: 'openalex', configured: true, reachable: true, latencyMs: 95, error: null })], 'no_stream');
      await testbed.store.append(dataSourceStreamId('openalex'), [syncStarted({ source: 'openalex', detail: 'harvest of changes since 2026-02-28' })], 0);
      await testbed.store.append(dataSourceStreamId('llm'), [checked({ source: 'llm', configured: false, reachable: false, latencyMs: null, error: 'OPENAI_API_KEY is not set' })], 'no_stream');
      // The bulk PDF download writes on a data-source stream too; it is not a check.
      await testbed.store.append(
        dataSourceStreamId(ARXIV_S3_SOURCE),
        [
          newEvent<ArxivPdfDownloadStarted>({
            type: 'ArxivPdfDownloadStarted',
            data: { downloadId: 'd-1', limit: 1000, chunks: [{ filename: 'pdf/arXiv_pdf_2501_001.tar', size: 524_288_000, md5sum: 'a'.repeat(32), numItems: 1000 }] },
          }),
        ],
        'no_stream',
      );
      // arXiv's API stops answering: the new check replaces the old one, its last sync stays.
      const last = await testbed.store.append(api, [checked({ source: 'arxiv-api', configured: true, reachable: false, latencyMs: null, error: 'HTTP 503 Service Unavailable' })], 1);
      await waitForProjections(testbed.db.pool, [projection.name], last.position, 10_000);

      const at = async (id: string) => (await testbed.store.readStream(dataSourceStreamId(id))).map((e) => e.recordedAt);
      const [apiAt, oaiAt, oaAt, llmAt] = [await at('arxiv-api'), await at('arxiv-oai-pmh'), await at('openalex'), await at('llm')];
      assert.deepEqual((await testbed.db.pool.query('select * from data_sources order by id')).rows, [
        { id: 'arxiv-api', configured: true, reachable: false, latency_ms: null, last_error: 'HTTP 503 Service Unavailable', checked_at: apiAt[2], last_sync_at: apiAt[1], last_sync_detail: 'newest papers of the configured categories' },
        { id: 'arxiv-oai-pmh', configured: true, reachable: true, latency_ms: 480, last_error: null, checked_at: oaiAt[0], last_sync_at: null, last_sync_detail: null },
        { id: 'llm', configured: false, reachable: false, latency_ms: null, last_error: 'OPENAI_API_KEY is not set', checked_at: llmAt[0], last_sync_at: null, last_sync_detail: null },
        { id: 'openalex', configured: true, reachable: true, latency_ms: 95, last_error: null, checked_at: oaAt[0], last_sync_at: oaAt[1], last_sync_detail: 'harvest of changes since 2026-02-28' },
      ]);

      // The Databases page, with OpenAlex configured and no LLM key.
      const status = await new DatabaseStatusHandler(testbed.db.pool, loadConfig({ DATABASE_URL: testbed.db.url, OPENALEX_API_KEY: 'test-key' })).execute();
      assert.deepEqual(
        status.connections.map((c) => [c.id, c.status, c.reachable, c.latencyMs, c.lastError, c.checkedAt]),
        [
          ['arxiv-api', 'disconnected', false, null, 'HTTP 503 Service Unavailable', apiAt[2].toISOString()],
          ['arxiv-oai-pmh', 'connected', true, 480, null, oaiAt[0].toISOString()],
          ['openalex', 'connected', true, 95, null, oaAt[0].toISOString()],
          ['llm', 'not_configured', false, null, 'OPENAI_API_KEY is not set', llmAt[0].toISOString()],
        ],
      );
      assert.deepEqual([status.totalConnections, status.activeConnections], [3, 2]);
    } finally {
      await runner.stop();
    }

    await assertRebuildEqualsLive({ store: testbed.store, pool: testbed.db.pool, projections: [projection], tables: ['data_sources'] });
  });
});
