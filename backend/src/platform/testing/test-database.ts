/**
 * Test isolation on PostgreSQL. `DATABASE_URL` is the run's private database (scripts/test-env.mjs);
 * a test file that asserts on the whole event log takes a database of its own next to it,
 * `<run database>_<random>`, migrated, and drops it in `after()`.
 */
import { randomBytes } from 'node:crypto';
import { type Pool, createPool, dropDatabase, ensureDatabase, migrate } from '../database/database.js';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/scholarlens_dev_test';

export function testDatabaseUrl(): string {
  return process.env.DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
}

export interface TestDatabase {
  pool: Pool;
  url: string;
  /** Ends the pool and drops the database (idempotent). */
  drop(): Promise<void>;
}

function withPoolErrorsIgnored(pool: Pool): Pool {
  // An idle client killed by `drop database ... with (force)` must not crash the test process.
  pool.on('error', () => undefined);
  return pool;
}

/** The run's shared database, migrated: for tests that only touch their own (random) streams. */
export async function sharedTestDatabase(poolMax = 10): Promise<{ pool: Pool; url: string; close(): Promise<void> }> {
  const url = testDatabaseUrl();
  await ensureDatabase(url);
  const pool = withPoolErrorsIgnored(createPool(url, poolMax));
  await migrate(pool);
  let closed = false;
  return {
    pool,
    url,
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** A fresh database of the test file's own, migrated. */
export async function withTestDatabase(poolMax = 10): Promise<TestDatabase> {
  const base = new URL(testDatabaseUrl());
  const baseName = decodeURIComponent(base.pathname.slice(1));
  // PostgreSQL identifiers are at most 63 bytes.
  const name = `${baseName.slice(0, 50)}_${randomBytes(4).toString('hex')}`;
  base.pathname = `/${name}`;
  const url = base.toString();
  await ensureDatabase(url);
  const pool = withPoolErrorsIgnored(createPool(url, poolMax));
  await migrate(pool);
  let dropped = false;
  return {
    pool,
    url,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await pool.end().catch(() => undefined);
      await dropDatabase(url);
    },
  };
}
