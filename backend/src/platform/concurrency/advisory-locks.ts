/**
 * Per-key locks that hold across every backend process sharing the database (docs/ARCHITECTURE.md
 * §6): check-then-act sequences on one user or paper (the last free summary, one summary per paper)
 * run one at a time, whichever process serves each request.
 *
 * A key is a PostgreSQL session-level advisory lock (`pg_try_advisory_lock` on a hash of the key),
 * held on a connection of a small pool of its own for as long as the task runs, and released by
 * `pg_advisory_unlock`, or by PostgreSQL itself when the connection or the process dies. No
 * transaction stays open (an open transaction would hold back the event store's visibility, §5),
 * and a waiter holds no connection: it tries again after a short pause. Within one process, tasks
 * of one key queue in memory first, so only one of them polls.
 */
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { DomainError } from '../domain/domain-error.js';

/** Connections for held locks (a lock holds one while its task runs; nested locks take one each). */
const LOCK_CONNECTIONS = 8;
/** How long a task waits for its key before the request is refused as unavailable (AI calls under a lock take seconds). */
const WAIT_LIMIT_MS = 120_000;
const RETRY_MS = { min: 10, max: 100 };

export const LOCK_BUSY_MESSAGE = 'The service is busy with this item; try again in a moment';

@Injectable()
export class AdvisoryLocks implements OnModuleDestroy {
  private readonly pool: pg.Pool;
  private readonly tails = new Map<string, Promise<unknown>>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // Idle lock connections close after 10 s: locks are held in bursts, and PostgreSQL's connections are shared by every process.
    this.pool = new pg.Pool({ connectionString: config.databaseUrl, max: LOCK_CONNECTIONS, connectionTimeoutMillis: 10_000, idleTimeoutMillis: 10_000, allowExitOnIdle: true });
    this.pool.on('error', () => undefined); // a dropped idle connection held no lock; the pool replaces it
  }

  /** Runs `task` while holding `key` in every process; tasks of one key never overlap. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(() => this.holding(key, task));
    const tail = current.catch(() => undefined);
    this.tails.set(key, tail);
    return current.finally(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
  }

  private async holding<T>(key: string, task: () => Promise<T>): Promise<T> {
    const client = await this.acquire(key);
    let broken: Error | undefined;
    try {
      return await task();
    } finally {
      await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]).catch((err: Error) => {
        broken = err; // the connection is gone, and its locks with it
      });
      client.release(broken);
    }
  }

  private async acquire(key: string): Promise<pg.PoolClient> {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    let pause = RETRY_MS.min;
    for (;;) {
      const client = await this.pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as locked', [key]);
        if (rows[0].locked) return client;
        client.release();
      } catch (err) {
        client.release(err as Error);
        throw err;
      }
      if (Date.now() > deadline) throw new DomainError('unavailable', LOCK_BUSY_MESSAGE);
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(RETRY_MS.max, pause * 2);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.end();
  }
}
