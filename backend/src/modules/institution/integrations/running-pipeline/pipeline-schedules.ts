/**
 * Pipelines' schedules as Bull repeatable jobs on the `integration-pipelines` queue: hourly at
 * minute 0, daily at 03:00 UTC, weekly on Monday at 03:00 UTC (or every INTEGRATION_PIPELINE_EVERY_MS
 * when set). Pausing removes the repeatable job, so nothing is scheduled any more; the worker also
 * reads the pipeline's stream and skips a run of a paused pipeline that was already due.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { PipelineSchedule } from '@scholarlens/contracts';
import type Bull from 'bull';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { Queues } from '../../../../platform/queue/queues.js';

export const INTEGRATION_PIPELINES_QUEUE = 'integration-pipelines';

export interface PipelineJobData {
  pipelineId: string;
}

const CRON: Record<PipelineSchedule, string> = { hourly: '0 * * * *', daily: '0 3 * * *', weekly: '0 3 * * 1' };

@Injectable()
export class PipelineSchedules {
  constructor(
    @Inject(Queues) private readonly queues: Queues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private repeat(schedule: PipelineSchedule): Bull.EveryRepeatOptions | Bull.CronRepeatOptions {
    const every = this.config.integrations.pipelineEveryMs;
    return every ? { every } : { cron: CRON[schedule], tz: 'UTC' };
  }

  private get queue() {
    return this.queues.get<PipelineJobData>(INTEGRATION_PIPELINES_QUEUE);
  }

  /** Adding the same repeatable job twice keeps one (Bull keys it by its id and repeat options). */
  async schedule(pipelineId: string, schedule: PipelineSchedule): Promise<void> {
    await this.queue.add({ pipelineId }, { jobId: pipelineId, repeat: this.repeat(schedule), attempts: 1, removeOnComplete: { age: 3600, count: 200 }, removeOnFail: { age: 86400, count: 200 } });
  }

  async unschedule(pipelineId: string, schedule: PipelineSchedule): Promise<void> {
    await this.queue.removeRepeatable({ ...this.repeat(schedule), jobId: pipelineId });
  }

  /** The repeatable jobs scheduled now (for tests and the console). */
  async scheduled(): Promise<string[]> {
    return (await this.queue.getRepeatableJobs()).map((j) => String(j.id));
  }
}
