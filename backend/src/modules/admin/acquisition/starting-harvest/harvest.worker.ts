/**
 * Runs a harvest job: folds the run's stream to find where it is, asks OAI-PMH for the next page
 * (the first request, or the recorded resumption token), ingests its records (idempotent), then
 * records the page with the next token. A crash between ingesting and recording re-asks the same
 * page and ingests nothing new; a shutdown stops between pages and the job is retried (promoted at
 * the next start). The last page (no token) completes the run.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type Bull from 'bull';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { OaiPmhClient } from '../../../../platform/external/arxiv/oai-pmh.client.js';
import { JobInterrupted } from '../../../../platform/queue/queues.js';
import { loadAggregate } from '../../../../platform/event-store/aggregate.js';
import { harvestAggregate, nextHarvestRequest } from '../harvest.decider.js';
import { classifyFailure } from '../job-failure.js';
import { PaperIngestion } from '../ports.js';
import type { HarvestJobData } from './harvest.jobs.js';
import { RecordHarvestCommand } from '../recording-harvest/record-harvest.command.js';

export interface HarvestProgress {
  runId: string;
  pages: number;
  harvested: number;
  completeListSize: number | null;
  /** Percent of completeListSize, when known. */
  percent: number | null;
}

@Injectable()
export class HarvestWorker {
  private readonly logger = new Logger('BulkAcquisition');

  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(OaiPmhClient) private readonly oai: OaiPmhClient,
    @Inject(PaperIngestion) private readonly ingestion: PaperIngestion,
  ) {}

  async run(job: Bull.Job<HarvestJobData>, signal: AbortSignal): Promise<{ runId: string; status: string; pages: number; harvested: number }> {
    const { runId, requestedBy } = job.data;
    const metadata = { correlationId: runId, ...(requestedBy ? { userId: requestedBy } : {}) };
    for (;;) {
      const { state } = await loadAggregate(this.store, harvestAggregate, runId);
      if (state.status !== 'running') {
        if (state.status === 'none') throw new Error(`No bulk acquisition run ${runId}`);
        return { runId, status: state.status, pages: state.pages, harvested: state.harvested };
      }
      if (signal.aborted) throw new JobInterrupted(`Bulk acquisition ${runId}`);
      const request = nextHarvestRequest(state);
      try {
        if (!request) throw new Error('the run has no resumption token to continue from');
        const page = await this.oai.listRecords(request, signal);
        const ingested =
          page.records.length > 0
            ? await this.ingestion.ingest(page.records, { source: 'oai-pmh', correlationId: runId, userId: requestedBy ?? undefined })
            : { new: 0, updated: 0, unchanged: 0 };
        const recorded = await this.commandBus.execute(
          new RecordHarvestCommand(
            runId,
            {
              type: 'RecordHarvestPage',
              data: {
                page: state.pages + 1,
                token: page.token?.value ?? null,
                cursor: page.token?.cursor ?? null,
                completeListSize: page.completeListSize,
                records: page.records.length,
                new: ingested.new,
                updated: ingested.updated,
                rejected: page.rejected.length,
                deleted: page.deleted.length,
              },
            },
            metadata,
          ),
        );
        const s = recorded.state;
        if (s.status !== 'none') {
          const percent = s.completeListSize ? Math.min(100, Math.round((s.harvested / s.completeListSize) * 1000) / 10) : null;
          await job.progress({ runId, pages: s.pages, harvested: s.harvested, completeListSize: s.completeListSize, percent } satisfies HarvestProgress);
        }
      } catch (err) {
        if (signal.aborted) throw new JobInterrupted(`Bulk acquisition ${runId}`);
        const failure = classifyFailure(err, 'arXiv OAI-PMH');
        const final = !failure.retryable || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
        this.logger.warn(`Run ${runId}, page ${state.pages + 1}: ${failure.reason}${final ? '' : ' (will retry)'}`);
        if (!failure.retryable) await job.discard();
        if (final) await this.commandBus.execute(new RecordHarvestCommand(runId, { type: 'FailHarvest', data: { reason: failure.reason } }, metadata));
        throw new Error(failure.reason);
      }
    }
  }
}
