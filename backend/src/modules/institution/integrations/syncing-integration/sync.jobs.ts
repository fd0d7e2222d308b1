/**
 * The `integration-syncs` queue (docs/ARCHITECTURE.md §7): a manual sync or a pipeline's run,
 * one job per request (its id names the run, so a retried job records nothing twice). It is not
 * retried by Bull: the outcome, failure included, is recorded on the integration (and the
 * pipeline), where the panel shows it.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { PipelineSource } from '@scholarlens/contracts';
import type { SerializedPosition } from '../../../../platform/event-store/aggregate.js';
import { Queues, jobIdOf } from '../../../../platform/queue/queues.js';

export const INTEGRATION_SYNCS_QUEUE = 'integration-syncs';

export interface SyncJobData {
  integrationId: string;
  runId: string;
  source: PipelineSource | null;
  pipelineId: string | null;
  trigger: 'manual' | 'schedule';
}

export interface SyncJobResult {
  ok: boolean;
  message: string;
  position: SerializedPosition | null;
}

@Injectable()
export class SyncJobs {
  constructor(@Inject(Queues) private readonly queues: Queues) {}

  /** Runs the sync and answers its outcome (waits for the job; at most `ms`). */
  async run(data: SyncJobData, ms = 120_000): Promise<SyncJobResult> {
    const { job } = await this.queues.enqueue<SyncJobData>(INTEGRATION_SYNCS_QUEUE, jobIdOf('sync', data.runId), data, { attempts: 1, removeOnComplete: { age: 3600, count: 500 } });
    let timer: NodeJS.Timeout | undefined;
    try {
      return (await Promise.race([
        job.finished(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('the sync is still running; its outcome will show on the integration')), ms);
        }),
      ])) as SyncJobResult;
    } finally {
      clearTimeout(timer);
    }
  }
}
