import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { RecordScrapingCommand } from '../recording-scraping/record-scraping.command.js';
import { ScrapingControl } from '../starting-scraping/scraping.jobs.js';
import { SCRAPING_LOCK } from '../starting-scraping/start-scraping.handler.js';
import { ScrapingStatsProjection } from '../scraping-stats/scraping-stats.projection.js';
import { LatestScrapingRunQuery } from '../scraping-stats/scraping-stats.query.js';
import { type StopScrapingAnswer, StopScrapingCommand } from './stop-scraping.command.js';

/** Records the stop, then aborts this process's crawl of the run at once (a stop with nothing running is a no-op). */
@CommandHandler(StopScrapingCommand)
export class StopScrapingHandler implements ICommandHandler<StopScrapingCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(ScrapingControl) private readonly control: ScrapingControl,
  ) {}

  async execute({ userId }: StopScrapingCommand): Promise<StopScrapingAnswer> {
    const client = await this.pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [SCRAPING_LOCK]);
      const latest = await this.queryBus.execute(new LatestScrapingRunQuery());
      if (latest?.status !== 'running') return { stopped: false, runId: latest?.run_id ?? null, message: 'Course scraping is not running' };
      const { position } = await this.commandBus.execute(
        new RecordScrapingCommand(latest.run_id, { type: 'StopScraping', data: { requestedBy: userId } }, { correlationId: latest.run_id, ...(userId ? { userId } : {}) }),
      );
      this.control.stop(latest.run_id);
      if (position) await this.readYourWrites.waitFor([ScrapingStatsProjection.NAME], position);
      return { stopped: true, runId: latest.run_id, message: 'Course scraping stopped; start resumes it' };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SCRAPING_LOCK]).catch(() => undefined);
      client.release();
    }
  }
}
