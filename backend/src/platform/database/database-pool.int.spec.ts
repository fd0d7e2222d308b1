/** The pool's idle connections on real PostgreSQL (DATABASE_URL): kept, yet never holding a process open. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { POOL_IDLE, createPool, ensureDatabase } from './database.js';

const DATABASE_URL = process.env.DATABASE_URL;
const DATABASE_MODULE = fileURLToPath(new URL('./database.js', import.meta.url));

describe('database pool', { skip: DATABASE_URL ? false : 'DATABASE_URL not set' }, () => {
  // The run's database exists once an app has started on it; this file may come first.
  before(() => ensureDatabase(DATABASE_URL!));

  it('keeps idle connections open instead of closing them after 10 s', async () => {
    const pool = createPool(DATABASE_URL!, 2);
    try {
      const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
      assert.equal(pool.idleCount, 1);
      assert.equal(pool.options.idleTimeoutMillis, POOL_IDLE.idleTimeoutMillis);
      assert.equal(POOL_IDLE.idleTimeoutMillis, 0, 'no idle timeout');
      // The idle connection is the one the next query gets: the same backend.
      assert.deepEqual((await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows, rows);
    } finally {
      await pool.end();
    }
  });

  it('lets a process whose pool sits idle exit on its own', () => {
    // A CLI that queried and never ended its pool: with idle connections kept and no
    // allowExitOnIdle, this would hang until the test runner's timeout.
    const script = `
      const { createPool } = await import(${JSON.stringify(DATABASE_MODULE)});
      const pool = createPool(process.env.DATABASE_URL, 2);
      await pool.query('select 1');
      console.log('queried');
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 15_000, env: process.env });
    assert.equal(run.error, undefined, 'exited before the timeout');
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout.trim(), 'queried');
  });
});
