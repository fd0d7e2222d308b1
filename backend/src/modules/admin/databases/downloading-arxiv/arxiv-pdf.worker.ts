/**
 * Runs an `arxiv-pdf-download` job (one per download, id `pdf-<downloadId>`): it folds the
 * `arxiv-s3` stream for the chunks not yet recorded and, one at a time, records each as already
 * present (on disk, size and md5 matching: nothing fetched) or downloads it (md5 verified), then
 * finishes the download. A shutdown ends the job with JobInterrupted so Bull retries it at the next
 * start, which resumes from the stream; any other failure is recorded on the stream and ends it.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import type Bull from 'bull';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { handleCommand, loadAggregate } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { JobInterrupted } from '../../../../platform/queue/queues.js';
import { ARXIV_S3_SOURCE, chunksToDo } from '../arxiv-pdf-download.js';
import { type ArxivPdfCommand, arxivPdfAggregate } from '../arxiv-pdf-download.decider.js';
import type { ArxivPdfJobData } from './arxiv-pdf.jobs.js';
import { arxivS3Client, downloadChunk, isChunkPresent } from './arxiv-s3.js';

@Injectable()
export class ArxivPdfWorker {
  private readonly logger = new Logger('ArxivPdfDownload');

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(job: Bull.Job<ArxivPdfJobData>, shutdown: AbortSignal): Promise<{ downloadId: string; status: string }> {
    const { downloadId, requestedBy } = job.data;
    const record = (command: ArxivPdfCommand) =>
      handleCommand(this.store, arxivPdfAggregate, ARXIV_S3_SOURCE, command, { correlationId: downloadId, ...(requestedBy ? { userId: requestedBy } : {}) });
    const { state } = await loadAggregate(this.store, arxivPdfAggregate, ARXIV_S3_SOURCE);
    if (!state || state.downloadId !== downloadId || state.status !== 'running') return { downloadId, status: state?.status ?? 'none' };
    const s3 = this.config.admin.arxivS3;
    const dir = this.config.admin.arxivPdfDir;
    try {
      if (!s3) throw new Error('S3 credentials are no longer configured (ARXIV_S3_ACCESS_KEY_ID, ARXIV_S3_SECRET_ACCESS_KEY)');
      const client = arxivS3Client(s3);
      try {
        const todo = chunksToDo(state);
        for (const [i, chunk] of todo.entries()) {
          shutdown.throwIfAborted();
          const alreadyPresent = await isChunkPresent(dir, chunk);
          const bytes = alreadyPresent ? chunk.size : await downloadChunk(client, s3, dir, chunk, shutdown);
          await record({ type: 'RecordPdfChunk', data: { downloadId, filename: chunk.filename, bytes, alreadyPresent } });
          await job.progress({ downloadId, done: state.done.length + i + 1, total: state.chunks.length }).catch(() => undefined);
        }
      } finally {
        client.destroy();
      }
      await record({ type: 'FinishPdfDownload', data: { downloadId } });
      return { downloadId, status: 'completed' };
    } catch (err) {
      if (shutdown.aborted) throw new JobInterrupted(`arXiv PDF download ${downloadId}`);
      const reason = (err as Error).message;
      this.logger.warn(`Download ${downloadId} failed: ${reason}`);
      await record({ type: 'FailPdfDownload', data: { downloadId, reason } });
      return { downloadId, status: 'failed' };
    }
  }
}
