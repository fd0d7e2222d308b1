/**
 * The `analytics-sync` queue (docs/ARCHITECTURE.md §7): one `sync` job per sync (its id is the
 * sync's, so a double click or a restart finds the one job; Bull retries it with backoff, and each
 * attempt resumes from the sync's last checkpoint), and the repeatable `daily` job that starts a
 * sync of every configured institution (ANALYTICS_SYNC_EVERY_MS).
 */
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { type EnqueueResult, Queues, jobIdOf } from '../../../../platform/queue/queues.js';

export const ANALYTICS_SYNC_QUEUE = 'analytics-sync';

export type AnalyticsSyncJobData = { kind?: 'sync'; institutionId: string; syncId: string; openAlexId: string } | { kind: 'daily' };

@Injectable()
export class AnalyticsSyncJobs {
  constructor(
    @Inject(Queues) private readonly queues: Queues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  enqueue(data: { institutionId: string; syncId: string; openAlexId: string }): Promise<EnqueueResult<AnalyticsSyncJobData>> {
    return this.queues.enqueue<AnalyticsSyncJobData>(ANALYTICS_SYNC_QUEUE, jobIdOf('analytics-sync', data.syncId), { kind: 'sync', ...data }, {
      removeOnComplete: { age: 3600, count: 200 },
    });
  }

  /** Bull keeps one repeatable job per (name, id, interval): every process adding it adds it once. */
  async scheduleDaily(): Promise<void> {
    if (!this.queues.workersEnabled) return;
    await this.queues
      .get<AnalyticsSyncJobData>(ANALYTICS_SYNC_QUEUE)
      .add({ kind: 'daily' }, { jobId: 'analytics-daily', repeat: { every: this.config.analytics.syncEveryMs }, removeOnComplete: true, removeOnFail: 50 });
  }
}
