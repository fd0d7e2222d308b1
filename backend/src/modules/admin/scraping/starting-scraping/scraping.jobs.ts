/**
 * The `course-scraping` queue: one job per run and start, id `scrape-<runId>-<start>` (a
 * resumption after a stop is a new job; the run's stream says which universities remain).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Queues, jobIdOf } from '../../../../platform/queue/queues.js';

export const SCRAPING_QUEUE = 'course-scraping';

export interface ScrapingJobData {
  runId: string;
  start: number;
  requestedBy: string | null;
}

export const scrapingJobId = (runId: string, start: number) => jobIdOf('scrape', runId, start);

@Injectable()
export class ScrapingJobs {
  private readonly logger = new Logger('CourseScraping');

  constructor(@Inject(Queues) private readonly queues: Queues) {}

  /** Adds the job when missing or failed for good; promotes it when it waits for a retry. */
  async ensure(runId: string, start: number, requestedBy: string | null): Promise<void> {
    const id = scrapingJobId(runId, start);
    const { job, created, state } = await this.queues.enqueue<ScrapingJobData>(SCRAPING_QUEUE, id, { runId, start, requestedBy });
    if (!created && state === 'delayed') await job.promote().catch((err: Error) => this.logger.warn(`Promoting job ${job.id}: ${err.message}`));
    if (!created && state === 'completed') {
      await job.remove();
      await this.queues.enqueue<ScrapingJobData>(SCRAPING_QUEUE, id, { runId, start, requestedBy });
    }
  }
}

/** In-process stop signals: POST /stop aborts the running crawl here at once (elsewhere, at its next record). */
@Injectable()
export class ScrapingControl {
  private readonly running = new Map<string, Set<AbortController>>();

  begin(runId: string): AbortController {
    const controller = new AbortController();
    let set = this.running.get(runId);
    if (!set) {
      set = new Set();
      this.running.set(runId, set);
    }
    set.add(controller);
    return controller;
  }

  end(runId: string, controller: AbortController): void {
    const set = this.running.get(runId);
    set?.delete(controller);
    if (set?.size === 0) this.running.delete(runId);
  }

  stop(runId: string): void {
    for (const c of this.running.get(runId) ?? []) c.abort(new Error('stopped by an admin'));
  }
}
