/**
 * One corpus import at a time across processes (the CLI, a first start, a second backend):
 * a PostgreSQL advisory lock held on a dedicated connection for the import's duration.
 */
import type { Pool, PoolClient } from '../../../platform/database/database.js';

const IMPORT_LOCK_KEY = 7412300;

export interface ImportLock {
  release(): Promise<void>;
}

/** Takes the lock: null at once when another process holds it and `wait` is false. */
export async function acquireImportLock(pool: Pool, wait: boolean): Promise<ImportLock | null> {
  const client: PoolClient = await pool.connect();
  try {
    if (wait) {
      await client.query('select pg_advisory_lock($1)', [IMPORT_LOCK_KEY]);
    } else {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [IMPORT_LOCK_KEY]);
      if (!rows[0].locked) {
        client.release();
        return null;
      }
    }
  } catch (err) {
    client.release();
    throw err;
  }
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      try {
        await client.query('select pg_advisory_unlock($1)', [IMPORT_LOCK_KEY]);
        client.release();
      } catch {
        client.release(true);
      }
    },
  };
}

/** Whether the lock is free right now (without keeping it). */
export async function importLockHeld(pool: Pool): Promise<boolean> {
  const lock = await acquireImportLock(pool, false);
  if (!lock) return true;
  await lock.release();
  return false;
}
