import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { Queues } from '../../../../platform/queue/queues.js';
import { arxivSyncAggregate, syncMessage } from '../arxiv-sync.decider.js';
import { deserializePosition, loadAggregate } from '../../../../platform/event-store/aggregate.js';
import { domainErrorKindOf } from '../job-failure.js';
import { PAPERS_PROJECTION } from '../ports.js';
import { type ArxivSyncJobResult, ArxivSyncJobs } from './arxiv-sync.jobs.js';
import { type SyncAnswer, SyncArxivCommand } from './sync-arxiv.command.js';

class WaitTimedOut extends Error {}
class ShuttingDown extends Error {}

/** The job's result, or WaitTimedOut after `ms`, or ShuttingDown when the queues close first. */
function within<T>(promise: Promise<T>, ms: number, shutdown: AbortSignal): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const stop = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WaitTimedOut()), ms);
    onAbort = () => reject(new ShuttingDown());
    if (shutdown.aborted) onAbort();
    else shutdown.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([promise, stop]).finally(() => {
    clearTimeout(timer);
    if (onAbort) shutdown.removeEventListener('abort', onAbort);
  });
}

/**
 * Enqueues the sync job (or joins the one already asked for in this window), waits for it within
 * ARXIV_SYNC_WAIT_MS and answers how many papers were added, once the feed's projection has them.
 */
@CommandHandler(SyncArxivCommand)
export class SyncArxivHandler implements ICommandHandler<SyncArxivCommand> {
  private readonly logger = new Logger('ArxivSync');

  constructor(
    @Inject(ArxivSyncJobs) private readonly jobs: ArxivSyncJobs,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Queues) private readonly queues: Queues,
  ) {}

  async execute({ userId }: SyncArxivCommand): Promise<SyncAnswer> {
    const { job, created, state } = await this.jobs.enqueue('user', userId);
    const alreadyDone = !created && state === 'completed';
    let result: ArxivSyncJobResult;
    try {
      result = (await within(job.finished(), this.config.acquisition.syncWaitMs, this.queues.shutdownSignal)) as ArxivSyncJobResult;
    } catch (err) {
      if (err instanceof WaitTimedOut) {
        return { status: 202, message: 'The arXiv sync is still running; new papers will appear in the feed shortly' };
      }
      if (err instanceof ShuttingDown) {
        throw new DomainError('unavailable', 'Sync interrupted: the server is restarting. Try again in a moment.');
      }
      const { state: run } = await loadAggregate(this.store, arxivSyncAggregate, job.data.runId);
      if (run.status === 'failed') {
        const kind = domainErrorKindOf(run.kind);
        throw kind ? new DomainError(kind, `Sync failed: ${run.reason}`) : new Error(`Sync failed: ${run.reason}`);
      }
      this.logger.error(`Sync job ${job.id} failed: ${(err as Error).message}`);
      throw new DomainError('unavailable', `Sync failed: ${(err as Error).message}`);
    }
    const position = deserializePosition(result.position);
    if (position) await this.readYourWrites.waitFor([PAPERS_PROJECTION], position);
    return { status: 200, message: syncMessage(result, alreadyDone) };
  }
}
