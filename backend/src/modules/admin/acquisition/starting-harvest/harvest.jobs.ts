/** The `acquisition` queue: one job per harvest run, id `harvest-<runId>`; the run's stream says where it is. */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Queues, jobIdOf } from '../../../../platform/queue/queues.js';

export const ACQUISITION_QUEUE = 'acquisition';

export interface HarvestJobData {
  runId: string;
  requestedBy: string | null;
}

export const harvestJobId = (runId: string) => jobIdOf('harvest', runId);

@Injectable()
export class HarvestJobs {
  private readonly logger = new Logger('BulkAcquisition');

  constructor(@Inject(Queues) private readonly queues: Queues) {}

  /**
   * Makes sure the run has a job that will run: adds it when missing (first start, Redis lost
   * it) or failed for good, and promotes it when it waits for a retry (interrupted by a restart).
   */
  async ensure(runId: string, requestedBy: string | null): Promise<void> {
    const { job, created, state } = await this.queues.enqueue<HarvestJobData>(ACQUISITION_QUEUE, harvestJobId(runId), { runId, requestedBy });
    if (!created && state === 'delayed') {
      await job.promote().catch((err: Error) => this.logger.warn(`Promoting job ${job.id}: ${err.message}`));
    }
    if (!created && state === 'completed') {
      // The job ended while the run did not (e.g. recorded completion lost to a crash): run it again.
      await job.remove();
      await this.queues.enqueue<HarvestJobData>(ACQUISITION_QUEUE, harvestJobId(runId), { runId, requestedBy });
    }
  }
}
