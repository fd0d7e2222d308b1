/** At start, every run still running gets its job back (added when Redis lost it, promoted after a shutdown). */
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { caughtUpWithLog } from '../../../../platform/projections/caught-up-with-log.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { Queues } from '../../../../platform/queue/queues.js';
import { ScrapingStatsProjection } from '../scraping-stats/scraping-stats.projection.js';
import { RunningScrapingRunsQuery } from '../scraping-stats/scraping-stats.query.js';
import { ScrapingJobs } from './scraping.jobs.js';

@Injectable()
export class ResumeScraping implements OnApplicationBootstrap {
  private readonly logger = new Logger('CourseScraping');

  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(ScrapingJobs) private readonly jobs: ScrapingJobs,
    @Inject(Queues) private readonly queues: Queues,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.queues.workersEnabled) return;
    void this.resume().catch((err: Error) => this.logger.error(`Resuming course scraping: ${err.message}`));
  }

  async resume(): Promise<string[]> {
    if (!(await caughtUpWithLog(this.store, this.readYourWrites, ScrapingStatsProjection.NAME))) return [];
    const running = await this.queryBus.execute(new RunningScrapingRunsQuery());
    for (const run of running) {
      this.logger.log(`Resuming course scraping run ${run.run_id} (${run.completed + run.failed} of ${run.total_universities} universities done)`);
      await this.jobs.ensure(run.run_id, run.starts, null);
    }
    return running.map((r) => r.run_id);
  }
}
