/**
 * The `arxiv-sync` queue. A job's id is derived from its input: the categories, the page size and
 * the time window (ARXIV_SYNC_WINDOW_MS) it was asked in, so a double click, or two users at
 * once, share one job and one request to arXiv.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { type EnqueueResult, Queues, jobIdOf } from '../../../../platform/queue/queues.js';
import type { SyncTrigger } from '../arxiv-sync.js';
import type { SerializedPosition } from '../../../../platform/event-store/aggregate.js';

export const ARXIV_SYNC_QUEUE = 'arxiv-sync';

export interface ArxivSyncJobData {
  /** The run's stream is `arxiv-sync-<runId>`. */
  runId: string;
  categories: string[];
  maxResults: number;
  trigger: SyncTrigger;
  userId: string | null;
}

export interface ArxivSyncJobResult {
  runId: string;
  added: number;
  updated: number;
  /** Where the ingested papers' events are (read-your-writes); null when nothing changed. */
  position: SerializedPosition | null;
}

export function arxivSyncJobId(categories: readonly string[], maxResults: number, at: number, windowMs: number, trigger: SyncTrigger): string {
  const input = createHash('sha256').update(`${[...categories].sort().join(',')}|${maxResults}`).digest('hex').slice(0, 12);
  return jobIdOf('sync', trigger, input, Math.floor(at / Math.max(1, windowMs)));
}

@Injectable()
export class ArxivSyncJobs {
  constructor(
    @Inject(Queues) private readonly queues: Queues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  enqueue(trigger: SyncTrigger, userId: string | null, now = Date.now()): Promise<EnqueueResult<ArxivSyncJobData>> {
    const { syncCategories: categories, syncMaxResults: maxResults, syncWindowMs, syncAttempts } = this.config.acquisition;
    const jobId = arxivSyncJobId(categories, maxResults, now, syncWindowMs, trigger);
    return this.queues.enqueue<ArxivSyncJobData>(
      ARXIV_SYNC_QUEUE,
      jobId,
      { runId: randomUUID(), categories, maxResults, trigger, userId },
      { attempts: syncAttempts, removeOnComplete: { age: 24 * 3600, count: 200 } },
    );
  }
}
