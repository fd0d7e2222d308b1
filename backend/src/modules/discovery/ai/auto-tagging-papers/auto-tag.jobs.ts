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

/** Completed jobs are kept an hour (200 at most), so a chain is short; past this many hops the last one answers. */
const MAX_CHAIN = 50;

export function autoTagJobId(paperIds: readonly string[]): string {
  return jobIdOf('auto-tag', createHash('sha256').update([...paperIds].sort().join(',')).digest('hex').slice(0, 16));
}

@Injectable()
export class AutoTagJobs {
  constructor(@Inject(Queues) private readonly queues: Queues) {}

  /**
   * The caller found these papers untagged just now, so a completed job for the same set is stale
   * (its tags went to a catalog that was since rebuilt or reset) and a new one runs. The new job
   * takes the next id of a chain (`…-after-<when the last one finished>`) rather than replacing the
   * completed one under its id: callers that saw the same completed job share one new job, where a
   * remove-then-add let one caller remove the job another had just added (two backends, CI).
   */
  async enqueue(paperIds: string[], userId: string | null): Promise<EnqueueResult<AutoTagJobData>> {
    const queue = this.queues.get<AutoTagJobData>(AI_TAGGING_QUEUE);
    const base = autoTagJobId(paperIds);
    let jobId = base;
    for (let hop = 0; hop < MAX_CHAIN; hop++) {
      const done = await queue.getJob(jobId);
      if (!done || (await done.getState()) !== 'completed') break;
      jobId = jobIdOf(base, 'after', done.finishedOn ?? done.timestamp);
    }
    return this.queues.enqueue<AutoTagJobData>(AI_TAGGING_QUEUE, jobId, { paperIds, userId }, {
      attempts: 2,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { age: 3600, count: 200 },
    });
  }
}
