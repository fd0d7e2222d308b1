/**
 * The arxiv-pdf-download projection on real PostgreSQL, fed by the arxiv-s3 data source's stream:
 * one row, the latest bulk PDF download folded as its aggregate folds it (chunks recorded, skipped
 * ones told apart, failure with its reason, a new download replacing the old one, a late chunk of
 * the old download ignored); the same event types on another stream are not this download's. The
 * Databases page's status query shows its progress. A rebuild from the first event equals the
 * live read model.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadConfig } from '../../../../platform/config/config.js';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import {
  ARXIV_S3_SOURCE,
  type ArxivPdfChunkDownloaded,
  type ArxivPdfDownloadFailed,
  type ArxivPdfDownloadFinished,
  type ArxivPdfDownloadStarted,
  type PdfChunk,
} from '../arxiv-pdf-download.js';
import { dataSourceStreamId } from '../data-source.js';
import { ArxivPdfDownloadProjection, currentPdfDownload } from './arxiv-pdf-download.projection.js';
import { DatabaseStatusHandler } from './database-status.query.js';

const MB = 1024 * 1024;
const chunk = (n: string, size: number, numItems: number): PdfChunk => ({ filename: `pdf/arXiv_pdf_${n}.tar`, size, md5sum: n.padEnd(32, '0'), numItems });
const [A, B, C, D] = [chunk('2501_001', 500 * MB, 1000), chunk('2501_002', 400 * MB, 800), chunk('2501_003', 300 * MB, 600), chunk('2502_001', 450 * MB, 900)];

const started = (data: ArxivPdfDownloadStarted['data']) =>
  newEvent<ArxivPdfDownloadStarted>({ type: 'ArxivPdfDownloadStarted', data }, { correlationId: data.downloadId, userId: 'admin-1' });
const downloaded = (data: ArxivPdfChunkDownloaded['data']) =>
  newEvent<ArxivPdfChunkDownloaded>({ type: 'ArxivPdfChunkDownloaded', data }, { correlationId: data.downloadId });
const finished = (data: ArxivPdfDownloadFinished['data']) => newEvent<ArxivPdfDownloadFinished>({ type: 'ArxivPdfDownloadFinished', data }, { correlationId: data.downloadId });
const failed = (data: ArxivPdfDownloadFailed['data']) => newEvent<ArxivPdfDownloadFailed>({ type: 'ArxivPdfDownloadFailed', data }, { correlationId: data.downloadId });

describe('arxiv-pdf-download projection', () => {
  const testbed = useTestEventStore();

  test('the latest download with its chunks, failure and replacement; the status query; rebuild = live', async () => {
    const s3 = dataSourceStreamId(ARXIV_S3_SOURCE);
    const status = new DatabaseStatusHandler(testbed.db.pool, loadConfig({ DATABASE_URL: testbed.db.url }));
    await testbed.store.append(s3, [started({ downloadId: 'd1', limit: 2400, chunks: [A, B, C] })], 'no_stream');
    await testbed.store.append(s3, [downloaded({ downloadId: 'd1', filename: A.filename, bytes: A.size, numItems: A.numItems, alreadyPresent: false })], 'any');

    const projection = new ArxivPdfDownloadProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    try {
      // B was on disk already; then S3 refuses.
      await testbed.store.append(s3, [downloaded({ downloadId: 'd1', filename: B.filename, bytes: B.size, numItems: B.numItems, alreadyPresent: true })], 'any');
      let last = await testbed.store.append(s3, [failed({ downloadId: 'd1', reason: 'S3 answered 403 Forbidden (requester pays)' })], 'any');
      await waitForProjections(testbed.db.pool, [projection.name], last.position, 10_000);

      assert.deepEqual(await currentPdfDownload(testbed.db.pool), {
        downloadId: 'd1',
        status: 'failed',
        limit: 2400,
        chunks: [A, B, C],
        done: [
          { filename: A.filename, bytes: A.size, alreadyPresent: false },
          { filename: B.filename, bytes: B.size, alreadyPresent: true },
        ],
        error: 'S3 answered 403 Forbidden (requester pays)',
      });
      assert.deepEqual((await status.execute()).s3Download, {
        downloadId: 'd1',
        status: 'failed',
        limit: 2400,
        chunksTotal: 3,
        chunksDone: 2,
        chunksSkipped: 1,
        bytesTotal: 1200 * MB,
        bytesDone: 900 * MB,
        papers: 1800,
        error: 'S3 answered 403 Forbidden (requester pays)',
      });

      // A new download replaces it; a chunk of the old one recorded late is not the new one's.
      await testbed.store.append(s3, [started({ downloadId: 'd2', limit: 1500, chunks: [C, D] })], 'any');
      await testbed.store.append(s3, [downloaded({ downloadId: 'd1', filename: C.filename, bytes: C.size, numItems: C.numItems, alreadyPresent: false })], 'any');
      // The same event types on another data source's stream are not the S3 download's.
      await testbed.store.append(dataSourceStreamId('arxiv-api'), [finished({ downloadId: 'd2' })], 'no_stream');
      await testbed.store.append(s3, [downloaded({ downloadId: 'd2', filename: D.filename, bytes: D.size, numItems: D.numItems, alreadyPresent: false })], 'any');
      last = await testbed.store.append(s3, [downloaded({ downloadId: 'd2', filename: C.filename, bytes: C.size, numItems: C.numItems, alreadyPresent: true })], 'any');
      // Polled mid-way: every chunk is there, the download has not finished yet.
      await waitForProjections(testbed.db.pool, [projection.name], last.position, 10_000);
      assert.deepEqual([(await status.execute()).s3Download?.status, (await status.execute()).s3Download?.chunksDone], ['running', 2]);

      last = await testbed.store.append(s3, [finished({ downloadId: 'd2' })], 'any');
      await waitForProjections(testbed.db.pool, [projection.name], last.position, 10_000);

      assert.deepEqual(await currentPdfDownload(testbed.db.pool), {
        downloadId: 'd2',
        status: 'completed',
        limit: 1500,
        chunks: [C, D],
        done: [
          { filename: D.filename, bytes: D.size, alreadyPresent: false },
          { filename: C.filename, bytes: C.size, alreadyPresent: true },
        ],
        error: null,
      });
      assert.deepEqual((await status.execute()).s3Download, {
        downloadId: 'd2',
        status: 'completed',
        limit: 1500,
        chunksTotal: 2,
        chunksDone: 2,
        chunksSkipped: 1,
        bytesTotal: 750 * MB,
        bytesDone: 750 * MB,
        papers: 1500,
        error: null,
      });
      assert.equal(Number((await testbed.db.pool.query('select count(*) from arxiv_pdf_download')).rows[0].count), 1, 'one row: the latest download');
    } finally {
      await runner.stop();
    }

    await assertRebuildEqualsLive({ store: testbed.store, pool: testbed.db.pool, projections: [projection], tables: ['arxiv_pdf_download'] });
  });
});
