/**
 * A private environment for one test run: its own PostgreSQL database and Redis key prefix,
 * created here and dropped afterwards, so concurrent runs never see each other.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const BASE_URL = process.env.TEST_DATABASE_BASE_URL ?? 'postgres://postgres@127.0.0.1:5432';

export function newTestEnv() {
  const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const database = `scholarlens_test_${id}`;
  const databaseUrl = `${BASE_URL}/${database}`;
  return {
    database,
    env: {
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `scholarlens_test_${id}:`,
      NODE_ENV: 'test',
      // Suites call the API far faster than a person; the rate-limit tests ask for the real defaults.
      RATE_LIMIT_AI_PER_MINUTE: '100000',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
      RATE_LIMIT_SIGN_UP_PER_HOUR: '100000',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      RATE_LIMIT_READS_PER_MINUTE: '100000',
      RATE_LIMIT_API_KEY_PER_MINUTE: '100000',
    },
  };
}

export async function dropTestEnv(testEnv) {
  const client = new pg.Client({ connectionString: `${BASE_URL}/postgres` });
  await client.connect();
  try {
    await client.query(`drop database if exists "${testEnv.database}" with (force)`);
  } finally {
    await client.end();
  }
  // Redis keys under the run's prefix.
  const { default: Redis } = await import('ioredis');
  const redis = new Redis(testEnv.env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${testEnv.env.REDIS_PREFIX}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
