/** The `analytics-export` queue (docs/ARCHITECTURE.md §7): one job per large export (its id is the export's), with progress. */
import { Inject, Injectable } from '@nestjs/common';
import { Queues, jobIdOf } from '../../../../platform/queue/queues.js';

export const ANALYTICS_EXPORT_QUEUE = 'analytics-export';
export interface AnalyticsExportJobData {
  exportId: string;
}

@Injectable()
export class AnalyticsExportJobs {
  constructor(@Inject(Queues) private readonly queues: Queues) {}

  async enqueue(exportId: string): Promise<void> {
    await this.queues.enqueue<AnalyticsExportJobData>(ANALYTICS_EXPORT_QUEUE, jobIdOf('analytics-export', exportId), { exportId }, { attempts: 1, removeOnComplete: { age: 3600, count: 200 } });
  }
}
