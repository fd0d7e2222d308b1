/**
 * At start, every run that is still running is resumed: its job is made sure of (added when Redis
 * lost it, promoted when it waits for a retry after a shutdown), and the job continues from the
 * run's last recorded resumption token. Waits for the runs' projection to reach the log's head first.
 */
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { caughtUpWithLog } from '../../../../platform/projections/caught-up-with-log.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { Queues } from '../../../../platform/queue/queues.js';
import { AcquisitionRunsProjection } from '../acquisition-runs/acquisition-runs.projection.js';
import { RunningAcquisitionRunsQuery } from '../acquisition-runs/acquisition-runs.query.js';
import { HarvestJobs } from './harvest.jobs.js';

@Injectable()
export class ResumeHarvests implements OnApplicationBootstrap {
  private readonly logger = new Logger('BulkAcquisition');

  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(HarvestJobs) private readonly jobs: HarvestJobs,
    @Inject(Queues) private readonly queues: Queues,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.queues.workersEnabled) return;
    void this.resume().catch((err: Error) => this.logger.error(`Resuming bulk acquisition runs: ${err.message}`));
  }

  async resume(): Promise<string[]> {
    if (!(await caughtUpWithLog(this.store, this.readYourWrites, AcquisitionRunsProjection.NAME))) return [];
    const running = await this.queryBus.execute(new RunningAcquisitionRunsQuery());
    for (const run of running) {
      this.logger.log(`Resuming bulk acquisition run ${run.runId} after page ${run.pages} (${run.harvested} records so far)`);
      await this.jobs.ensure(run.runId, null);
    }
    return running.map((r) => r.runId);
  }
}
