/**
 * Runs an `arxiv-sync` job: records the start, asks the arXiv API for the newest papers of the
 * configured categories (one request; the client keeps arXiv's 3 s gap and retries 429/5xx with
 * backoff), ingests them into the catalog (idempotent) and records the outcome. Every step is a
 * command, so the run is in the event log. Errors arXiv answers are not retried; a failure is
 * recorded once, at the last attempt.
 */
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type Bull from 'bull';
import { ArxivApiClient } from '../../../../platform/external/arxiv/arxiv-api.client.js';
import { JobInterrupted } from '../../../../platform/queue/queues.js';
import type { ArxivSyncCommand } from '../arxiv-sync.decider.js';
import { serializePosition } from '../../../../platform/event-store/aggregate.js';
import { classifyFailure } from '../job-failure.js';
import { PaperIngestion } from '../ports.js';
import type { ArxivSyncJobData, ArxivSyncJobResult } from './arxiv-sync.jobs.js';
import { RecordArxivSyncCommand } from '../recording-arxiv-sync/record-arxiv-sync.command.js';

@Injectable()
export class ArxivSyncWorker {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(ArxivApiClient) private readonly arxiv: ArxivApiClient,
    @Inject(PaperIngestion) private readonly ingestion: PaperIngestion,
  ) {}

  async run(job: Bull.Job<ArxivSyncJobData>, signal: AbortSignal): Promise<ArxivSyncJobResult> {
    const { runId, categories, maxResults, trigger, userId } = job.data;
    const metadata = { correlationId: runId, ...(userId ? { userId } : {}) };
    const record = (command: ArxivSyncCommand) => this.commandBus.execute(new RecordArxivSyncCommand(runId, command, metadata));

    const { state } = await record({ type: 'StartArxivSync', data: { categories, maxResults, trigger } });
    if (state.status === 'completed') return { runId, added: state.added, updated: state.updated, position: null };
    if (state.status === 'failed') throw new Error(state.reason);

    try {
      const page = await this.arxiv.newest({ categories, maxResults }, signal);
      const ingested = await this.ingestion.ingest(page.entries, { source: 'arxiv-sync', userId: userId ?? undefined, correlationId: runId });
      await record({
        type: 'CompleteArxivSync',
        data: {
          added: ingested.new,
          updated: ingested.updated,
          unchanged: ingested.unchanged,
          fetched: page.entries.length,
          rejected: page.rejected.length,
        },
      });
      await job.progress(100);
      return { runId, added: ingested.new, updated: ingested.updated, position: serializePosition(ingested.position) };
    } catch (err) {
      if (signal.aborted) throw new JobInterrupted(`arXiv sync ${runId}`);
      const failure = classifyFailure(err);
      const final = !failure.retryable || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (!failure.retryable) await job.discard();
      if (final) await record({ type: 'FailArxivSync', data: { reason: failure.reason, kind: failure.kind } });
      throw new Error(failure.reason);
    }
  }
}
