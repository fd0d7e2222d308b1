/**
 * Pipelines' schedules as Bull repeatable jobs on the `integration-pipelines` queue: hourly at
 * minute 0, daily at 03:00 UTC, weekly on Monday at 03:00 UTC (or every INTEGRATION_PIPELINE_EVERY_MS
 * when set). Pausing removes the repeatable job, so nothing is scheduled any more; the worker also
 * reads the pipeline's stream and skips a run of a paused pipeline that was already due.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { PipelineSchedule, SyncFrequency } from '@scholarlens/contracts';
import type Bull from 'bull';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { Queues } from '../../../../platform/queue/queues.js';

export const INTEGRATION_PIPELINES_QUEUE = 'integration-pipelines';

/** A pipeline's run, or an integration's own scheduled sync (its sync frequency). */
export type PipelineJobData = { pipelineId: string; integrationId?: undefined } | { integrationId: string; pipelineId?: undefined };

/** An integration's own sync is a repeatable job of the same queue, under this id. */
export const integrationScheduleId = (integrationId: string) => `integration-${integrationId}`;

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

  /**
   * An integration's sync frequency (hourly, daily, weekly) as its own repeatable sync, always on the
   * calendar (INTEGRATION_PIPELINE_EVERY_MS speeds up pipelines only); real-time is not a schedule
   * (event-driven integrations deliver each event as it happens).
   */
  async scheduleSync(integrationId: string, frequency: SyncFrequency): Promise<void> {
    if (frequency === 'real-time') return;
    await this.queue.add({ integrationId }, { jobId: integrationScheduleId(integrationId), repeat: { cron: CRON[frequency], tz: 'UTC' }, attempts: 1, removeOnComplete: { age: 3600, count: 200 }, removeOnFail: { age: 86400, count: 200 } });
  }

  async unscheduleSync(integrationId: string, frequency: SyncFrequency): Promise<void> {
    if (frequency === 'real-time') return;
    await this.queue.removeRepeatable({ cron: CRON[frequency], tz: 'UTC', jobId: integrationScheduleId(integrationId) });
  }

  /** The repeatable jobs scheduled now, with their cron or interval (for tests and the console). */
  async scheduled(): Promise<{ id: string; cron: string | null; every: number | null }[]> {
    return (await this.queue.getRepeatableJobs()).map((j) => ({ id: String(j.id), cron: j.cron ?? null, every: j.every ? Number(j.every) : null }));
  }
}
