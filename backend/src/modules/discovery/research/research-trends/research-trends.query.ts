/**
 * GET /api/research-intelligence/trends: the snapshot the job computed. When the catalog changed
 * since (or nothing was computed yet) the recomputation is asked for and awaited within
 * RESEARCH_TRENDS_WAIT_MS, so the page reflects the latest imports; past that the previous
 * snapshot is served, or a 503 when there is none yet.
 */
import { Inject, Logger } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { Queues } from '../../../../platform/queue/queues.js';
import { TrendsJobs } from '../recomputing-trends/trends.jobs.js';
import { TrendsRecompute } from '../recomputing-trends/trends-recompute.js';
import type { ResearchTrends } from '../trends/trends.js';

export type TrendsAnswer = ResearchTrends & { computedAt: string };

export class ResearchTrendsQuery extends Query<TrendsAnswer> {}

function within<T>(promise: Promise<T>, ms: number, shutdown: AbortSignal): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const stop = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
    onAbort = () => resolve(undefined);
    if (shutdown.aborted) onAbort();
    else shutdown.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([promise, stop]).finally(() => {
    clearTimeout(timer);
    if (onAbort) shutdown.removeEventListener('abort', onAbort);
  });
}

@QueryHandler(ResearchTrendsQuery)
export class ResearchTrendsHandler implements IQueryHandler<ResearchTrendsQuery> {
  private readonly logger = new Logger('ResearchTrends');

  constructor(
    @Inject(TrendsRecompute) private readonly recompute: TrendsRecompute,
    @Inject(TrendsJobs) private readonly jobs: TrendsJobs,
    @Inject(Queues) private readonly queues: Queues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(): Promise<TrendsAnswer> {
    let [version, snapshot] = await Promise.all([this.recompute.factsVersion(), this.recompute.snapshot()]);
    if (!snapshot || snapshot.factsVersion < version) {
      const { job } = await this.jobs.enqueue(version);
      await within(
        job.finished().catch((err: Error) => this.logger.warn(`Trends job ${job.id} failed: ${err.message}`)),
        this.config.research.waitMs,
        this.queues.shutdownSignal,
      );
      snapshot = await this.recompute.snapshot();
      // Nothing computed yet and the job could not deliver (no worker here, Redis trouble): compute
      // in this request rather than show nothing; the job keeps recomputing after imports.
      if (!snapshot) {
        await this.recompute.run();
        snapshot = await this.recompute.snapshot();
      }
    }
    if (!snapshot) throw new DomainError('unavailable', 'Research trends are being computed; try again in a moment.');
    return { ...snapshot.trends, computedAt: snapshot.computedAt };
  }
}
