import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { RecordScrapingCommand } from '../recording-scraping/record-scraping.command.js';
import { unfinishedUniversities } from '../scraping-run.js';
import { ScrapingStatsProjection } from '../scraping-stats/scraping-stats.projection.js';
import { LatestScrapingRunQuery } from '../scraping-stats/scraping-stats.query.js';
import { ScrapingUniverses } from '../universities/scraping-universes.js';
import { ScrapingJobs } from './scraping.jobs.js';
import { type StartScrapingAnswer, StartScrapingCommand } from './start-scraping.command.js';

/** Serializes starts and stops across processes. */
export const SCRAPING_LOCK = 7412700;

/**
 * One run at a time, under an advisory lock: a running run is answered as such (and its job made
 * sure of); a stopped run resumes (same run, the universities not finished yet); otherwise a new
 * run starts over the configured universities. The read model has the start before the answer.
 */
@CommandHandler(StartScrapingCommand)
export class StartScrapingHandler implements ICommandHandler<StartScrapingCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(ScrapingJobs) private readonly jobs: ScrapingJobs,
    @Inject(ScrapingUniverses) private readonly universes: ScrapingUniverses,
  ) {}

  async execute({ userId }: StartScrapingCommand): Promise<StartScrapingAnswer> {
    const client = await this.pool.connect();
    let answer: StartScrapingAnswer;
    let start: number;
    try {
      await client.query('select pg_advisory_lock($1)', [SCRAPING_LOCK]);
      const latest = await this.queryBus.execute(new LatestScrapingRunQuery());
      if (latest?.status === 'running') {
        await this.jobs.ensure(latest.run_id, latest.starts, userId);
        return { started: false, resumed: false, runId: latest.run_id, message: 'Course scraping is already running' };
      }
      const resumed = latest?.status === 'stopped';
      const runId = resumed ? latest.run_id : randomUUID();
      const universities = this.universes.list();
      const { state, position } = await this.commandBus.execute(
        new RecordScrapingCommand(runId, { type: 'StartScraping', data: { universities, requestedBy: userId } }, { correlationId: runId, ...(userId ? { userId } : {}) }),
      );
      if (position) await this.readYourWrites.waitFor([ScrapingStatsProjection.NAME], position);
      if (state.status === 'none') throw new Error('the run did not start');
      start = state.starts;
      const left = unfinishedUniversities(state).length;
      const countries = new Set(state.universities.map((u) => u.country)).size;
      answer = {
        started: true,
        resumed,
        runId,
        message: resumed
          ? `Course scraping resumed: ${left} of ${state.universities.length} universities left`
          : `Course scraping started: ${state.universities.length} universities in ${countries} countries`,
      };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SCRAPING_LOCK]).catch(() => undefined);
      client.release();
    }
    await this.jobs.ensure(answer.runId, start, userId);
    return answer;
  }
}
