/**
 * Bull queues on Redis (docs/ARCHITECTURE.md §7). A job is idempotent (its id is derived from its input:
 * adding a job whose id exists returns the existing one), retries with exponential backoff, and
 * reports progress through commands, so progress lives in the event log and the read models,
 * not only in Redis. Keys live under `<REDIS_PREFIX>bull:<queue>:…`, so test runs never meet.
 *
 * Shutdown: running handlers are told through their AbortSignal; a handler that stops early
 * throws (the job goes back to Bull for a retry), so a restart resumes it. Queues close before
 * any `onApplicationShutdown` hook runs, so handlers still have the database while they stop.
 */
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import Bull from 'bull';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { QueueSummary } from '@scholarlens/contracts';

export type { QueueSummary };

export type JobState = Bull.JobStatus | 'stuck';

export type JobHandler<T, R> = (job: Bull.Job<T>, signal: AbortSignal) => Promise<R>;

export interface EnqueueResult<T> {
  job: Bull.Job<T>;
  /** False when a job with that id existed already (a double click, a restart). */
  created: boolean;
  /** The job's state when it was found or created. */
  state: JobState;
}

export interface EnqueueOptions extends Omit<Bull.JobOptions, 'jobId'> {
  /** A job with the same id that failed for good is removed and added again (default true). */
  retryFailed?: boolean;
}

/** Thrown by a handler that stopped because the process is shutting down; Bull retries it later. */
export class JobInterrupted extends Error {
  constructor(what: string) {
    super(`${what} interrupted by shutdown; it resumes at the next start`);
    this.name = 'JobInterrupted';
  }
}

/** `scholarlens:` → `scholarlens:bull` (Bull joins prefix, queue name and key with colons). */
export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix.replace(/:+$/, '')}:bull`;
}

/** Bull job ids must not look like its own numeric ids, and read best without separators Redis uses. */
export function jobIdOf(...parts: (string | number)[]): string {
  return parts.map((p) => String(p).replace(/[^A-Za-z0-9._-]+/g, '_')).join('-');
}

@Injectable()
export class Queues implements OnModuleDestroy {
  private readonly queues = new Map<string, Bull.Queue>();
  private readonly running = new Set<AbortController>();
  private readonly shutdown = new AbortController();
  private closing = false;
  private readonly logger = new Logger('Queues');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The named queue, created on first use. */
  get<T = unknown>(name: string): Bull.Queue<T> {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Bull(name, this.config.redisUrl, {
        prefix: bullPrefix(this.config.redisPrefix),
        defaultJobOptions: {
          attempts: this.config.queue.attempts,
          backoff: { type: 'exponential', delay: this.config.queue.backoffMs },
          removeOnComplete: { age: 7 * 24 * 3600, count: 1000 },
          removeOnFail: { age: 30 * 24 * 3600, count: 1000 },
        },
      });
      // Without a listener an 'error' event (Redis down) would crash the process.
      queue.on('error', (err) => this.logger.error(`Queue ${name}: ${err.message}`));
      handleWorkerNaming(queue, () => this.closing);
      this.queues.set(name, queue);
    }
    return queue as Bull.Queue<T>;
  }

  /** Fires when the queues start closing: callers waiting on a job's result stop waiting. */
  get shutdownSignal(): AbortSignal {
    return this.shutdown.signal;
  }

  names(): string[] {
    return [...this.queues.keys()];
  }

  /** Whether this process runs jobs (QUEUE_WORKERS_DISABLED=true leaves them to another instance). */
  get workersEnabled(): boolean {
    return this.config.queue.workersEnabled;
  }

  /**
   * Runs the queue's jobs in this process. The handler gets an AbortSignal that fires at shutdown;
   * a handler should then stop at a safe point and throw JobInterrupted.
   */
  process<T, R>(name: string, handler: JobHandler<T, R>, concurrency = 1): void {
    if (!this.workersEnabled) return;
    const queue = this.get<T>(name);
    void queue
      .process(concurrency, async (job: Bull.Job<T>) => {
        const controller = new AbortController();
        if (this.closing) controller.abort();
        this.running.add(controller);
        try {
          return await handler(job, controller.signal);
        } catch (err) {
          if (controller.signal.aborted && !(err instanceof JobInterrupted)) throw new JobInterrupted(`${name} job ${job.id}`);
          throw err;
        } finally {
          this.running.delete(controller);
        }
      })
      .catch((err: Error) => {
        if (!this.closing) this.logger.error(`Queue ${name} stopped processing: ${err.message}`);
      });
  }

  /**
   * Adds a job under an id derived from its input; when one exists it is returned instead, so
   * the same input never runs twice at once. A job that failed for good is added anew.
   */
  async enqueue<T>(name: string, jobId: string, data: T, options: EnqueueOptions = {}): Promise<EnqueueResult<T>> {
    const { retryFailed = true, ...jobOptions } = options;
    const queue = this.get<T>(name);
    const existing = await queue.getJob(jobId);
    if (existing) {
      const state = await existing.getState();
      if (!(state === 'failed' && retryFailed)) return { job: existing, created: false, state };
      // A concurrent caller may have removed it first: the add below is idempotent either way.
      await existing.remove().catch(() => undefined);
    }
    await queue.add(data, { ...jobOptions, jobId });
    // Read back: a concurrent add with the same id keeps the first job's data.
    const job = await queue.getJob(jobId);
    if (!job) throw new Error(`Job ${jobId} vanished from queue ${name} right after being added`);
    return { job, created: true, state: await job.getState() };
  }

  /** The queues with their job counts and the progress of running jobs (for the admin console). */
  async list(): Promise<QueueSummary[]> {
    return Promise.all(
      [...this.queues.entries()].map(async ([name, queue]) => {
        const [counts, paused, active, failed] = await Promise.all([
          queue.getJobCounts(),
          queue.isPaused(),
          queue.getActive(0, 19),
          queue.getFailed(0, 4),
        ]);
        const iso = (t: number | undefined | null) => (t ? new Date(t).toISOString() : null);
        return {
          name,
          paused,
          counts: {
            waiting: counts.waiting,
            active: counts.active,
            delayed: counts.delayed,
            completed: counts.completed,
            failed: counts.failed,
          },
          active: active.filter(Boolean).map((j) => ({
            id: String(j.id),
            progress: j.progress(),
            attemptsMade: j.attemptsMade,
            startedAt: iso(j.processedOn),
            data: j.data,
          })),
          recentFailures: failed
            .filter(Boolean)
            .sort((a, b) => (b.finishedOn ?? 0) - (a.finishedOn ?? 0))
            .map((j) => ({
              id: String(j.id),
              failedReason: j.failedReason ?? null,
              attemptsMade: j.attemptsMade,
              finishedAt: iso(j.finishedOn),
            })),
        };
      }),
    );
  }

  /** Stops handlers at their next safe point, waits for them, then disconnects. */
  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    this.shutdown.abort();
    for (const controller of this.running) controller.abort();
    await Promise.all(
      [...this.queues.values()].map((q) => q.close().catch((err: Error) => this.logger.warn(`Closing queue ${q.name}: ${err.message}`))),
    );
    this.queues.clear();
  }
}

/**
 * Bull's `process()` names its blocking connection (CLIENT SETNAME) and drops the promise: when the
 * queue closes before that command is answered (an app stopped right after it started), the
 * rejection ("Connection is closed.") is unhandled and fails whatever runs next. The name only
 * labels the connection, so a failure is worth a warning at most, never while closing.
 */
function handleWorkerNaming(queue: Bull.Queue, closing: () => boolean): void {
  const named = queue as unknown as { setWorkerName(): Promise<unknown> };
  const setWorkerName = named.setWorkerName.bind(queue);
  named.setWorkerName = () =>
    setWorkerName().catch((err: Error) => {
      if (!closing()) new Logger('Queues').warn(`Naming the worker connection of queue ${queue.name}: ${err.message}`);
    });
}
