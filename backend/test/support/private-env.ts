/**
 * A test file's own database and Redis key prefix, for files that change what the run's other files
 * would see (institution-wide security settings, queues, the catalogue): `env` goes to startTestApp;
 * `drop` removes both afterwards.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Pool } from '../../src/platform/database/database.js';
import { type TestDatabase, withTestDatabase } from '../../src/platform/testing/test-database.js';

export interface PrivateEnv {
  db: TestDatabase;
  pool: Pool;
  env: Record<string, string>;
  redisPrefix: string;
  /** Deletes the Bull keys of this prefix (a Redis that lost its jobs). */
  wipeQueues(): Promise<void>;
  drop(): Promise<void>;
}

async function deleteKeys(pattern: string): Promise<void> {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export async function privateEnv(): Promise<PrivateEnv> {
  const db = await withTestDatabase(5);
  const redisPrefix = `${process.env.REDIS_PREFIX ?? 'scholarlens_dev_test:'}own_${randomBytes(4).toString('hex')}:`;
  return {
    db,
    pool: db.pool,
    redisPrefix,
    env: { DATABASE_URL: db.url, EVENT_STORE_URL: db.url, REDIS_PREFIX: redisPrefix },
    wipeQueues: () => deleteKeys(`${redisPrefix}bull:*`),
    drop: async () => {
      await db.drop();
      await deleteKeys(`${redisPrefix}*`);
    },
  };
}
