/**
 * Runs a scraping job: folds the run's stream for the universities still to do, crawls them
 * SCRAPING_CONCURRENCY at a time in configured order, and records each page's courses, then each
 * university's outcome, as commands on the run. A stop (this process: at once through
 * ScrapingControl; another process: its next record is refused) ends the job quietly; a shutdown
 * ends it with JobInterrupted so Bull retries it at the next start, which resumes from the stream.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type Bull from 'bull';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { JobInterrupted } from '../../../../platform/queue/queues.js';
import { loadAggregate } from '../../../../platform/event-store/aggregate.js';
import { CourseCrawler } from '../crawling/course-crawler.js';
import { type ScrapingCommand, ScrapingNotRunning, scrapingRunAggregate } from '../scraping-run.decider.js';
import { unfinishedUniversities } from '../scraping-run.js';
import type { UniversityConfig } from '../universities/universities.js';
import { RecordScrapingCommand } from '../recording-scraping/record-scraping.command.js';
import { ScrapingControl, type ScrapingJobData } from './scraping.jobs.js';

export interface ScrapingJobResult {
  runId: string;
  status: string;
  finished: number;
}

@Injectable()
export class ScrapingWorker {
  private readonly logger = new Logger('CourseScraping');

  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CourseCrawler) private readonly crawler: CourseCrawler,
    @Inject(ScrapingControl) private readonly control: ScrapingControl,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(job: Bull.Job<ScrapingJobData>, shutdown: AbortSignal): Promise<ScrapingJobResult> {
    const { runId, requestedBy } = job.data;
    const metadata = { correlationId: runId, ...(requestedBy ? { userId: requestedBy } : {}) };
    const stop = this.control.begin(runId);
    const signal = AbortSignal.any([shutdown, stop.signal]);
    const record = (command: ScrapingCommand) => this.commandBus.execute(new RecordScrapingCommand(runId, command, metadata));
    try {
      const { state } = await loadAggregate(this.store, scrapingRunAggregate, runId);
      if (state.status === 'none') throw new Error(`No course scraping run ${runId}`);
      if (state.status !== 'running') return { runId, status: state.status, finished: 0 };
      const todo = unfinishedUniversities(state);
      let finished = 0;
      const crawlOne = async (u: UniversityConfig) => {
        try {
          const outcome = await this.crawler.crawl(u, (courses) => record({ type: 'RecordCourses', data: { domain: u.domain, courses } }).then(() => undefined), signal);
          await record({ type: 'CompleteUniversity', data: { domain: u.domain, ...outcome } });
        } catch (err) {
          if (err instanceof ScrapingNotRunning) return stop.abort();
          if (signal.aborted) return;
          const reason = (err as Error).message;
          this.logger.warn(`Run ${runId}: ${u.domain} failed: ${reason}`);
          try {
            await record({ type: 'FailUniversity', data: { domain: u.domain, reason } });
          } catch (e) {
            if (e instanceof ScrapingNotRunning) return stop.abort();
            throw e;
          }
        }
        finished++;
        await job.progress({ runId, finished, remaining: todo.length - finished }).catch(() => undefined);
      };
      await pool(todo, this.config.scraping.concurrency, crawlOne, signal);
      if (shutdown.aborted) throw new JobInterrupted(`Course scraping ${runId}`);
      return { runId, status: stop.signal.aborted ? 'stopped' : 'completed', finished };
    } finally {
      this.control.end(runId, stop);
    }
  }
}

/** Runs `fn` over `items` in order, `size` at a time; stops taking new items when aborted; the first error wins. */
async function pool<T>(items: T[], size: number, fn: (item: T) => Promise<void>, signal: AbortSignal): Promise<void> {
  let next = 0;
  let failure: unknown = null;
  const lane = async () => {
    while (next < items.length && !signal.aborted && failure === null) {
      const item = items[next++];
      try {
        await fn(item);
      } catch (err) {
        failure ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, lane));
  if (failure !== null) throw failure;
}
