/**
 * The `ai-tagging` queue (docs/ARCHITECTURE.md). A job's id is derived from its input (the papers it
 * tags), so a double click shares one job; it retries with backoff; its progress is the
 * PaperTagged events it appends (and Bull's progress percentage).
 */
import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type EnqueueResult, Queues, jobIdOf } from '../../../../platform/queue/queues.js';

export const AI_TAGGING_QUEUE = 'ai-tagging';

export interface AutoTagJobData {
  paperIds: string[];
  userId: string | null;
}

export interface AutoTagJobResult {
  tagged: number;
}

export function autoTagJobId(paperIds: readonly string[]): string {
  return jobIdOf('auto-tag', createHash('sha256').update([...paperIds].sort().join(',')).digest('hex').slice(0, 16));
}

@Injectable()
export class AutoTagJobs {
  constructor(@Inject(Queues) private readonly queues: Queues) {}

  /**
   * The caller found these papers untagged just now, so a completed job for the same set is stale
   * (its tags went to a catalog that was since rebuilt or reset): it is removed and run again.
   */
  async enqueue(paperIds: string[], userId: string | null): Promise<EnqueueResult<AutoTagJobData>> {
    const jobId = autoTagJobId(paperIds);
    const stale = await this.queues.get<AutoTagJobData>(AI_TAGGING_QUEUE).getJob(jobId);
    if (stale && (await stale.getState()) === 'completed') await stale.remove().catch(() => undefined);
    return this.queues.enqueue<AutoTagJobData>(AI_TAGGING_QUEUE, jobId, { paperIds, userId }, {
      attempts: 2,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { age: 3600, count: 200 },
    });
  }
}
