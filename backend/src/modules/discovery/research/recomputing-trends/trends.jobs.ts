/**
 * The `research-trends` queue (docs/ARCHITECTURE.md): one recomputation per facts version (the job id),
 * so imports, the periodic check and page requests asking at once share one job. The check runs
 * every RESEARCH_TRENDS_CHECK_MS in processes that run jobs: after an import changes the facts,
 * the trends are recomputed without anyone asking.
 */
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { type EnqueueResult, Queues, jobIdOf } from '../../../../platform/queue/queues.js';
import { TrendsRecompute } from './trends-recompute.js';

export const RESEARCH_TRENDS_QUEUE = 'research-trends';

export interface TrendsJobData {
  factsVersion: number;
}

@Injectable()
export class TrendsJobs implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  private readonly logger = new Logger('ResearchTrends');

  constructor(
    @Inject(Queues) private readonly queues: Queues,
    @Inject(TrendsRecompute) private readonly recompute: TrendsRecompute,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async enqueue(factsVersion: number): Promise<EnqueueResult<TrendsJobData>> {
    const { epoch } = await this.recompute.factsState();
    return this.queues.enqueue<TrendsJobData>(RESEARCH_TRENDS_QUEUE, jobIdOf('trends', epoch.slice(0, 8), factsVersion), { factsVersion }, {
      attempts: 3,
      removeOnComplete: { age: 24 * 3600, count: 50 },
    });
  }

  /** Enqueues a recomputation when the snapshot is older than the facts; answers whether it did. */
  async enqueueIfStale(): Promise<boolean> {
    const [version, snapshot] = await Promise.all([this.recompute.factsVersion(), this.recompute.snapshot()]);
    if (snapshot && snapshot.factsVersion >= version) return false;
    await this.enqueue(version);
    return true;
  }

  onApplicationBootstrap(): void {
    this.queues.process<TrendsJobData, unknown>(RESEARCH_TRENDS_QUEUE, () => this.recompute.run());
    if (!this.queues.workersEnabled || this.config.research.checkMs <= 0) return;
    this.timer = setInterval(() => {
      this.enqueueIfStale().catch((err: Error) => this.logger.warn(`Checking whether trends are stale: ${err.message}`));
    }, this.config.research.checkMs);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
