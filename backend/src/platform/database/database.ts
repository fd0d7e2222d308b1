/** PostgreSQL access: one pool per process, the database created if missing, migrations applied in order. */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Logger } from '@nestjs/common';
import pg from 'pg';

// bigint columns (global positions, counts) come back as strings unless told otherwise;
// positions stay below 2^53 for any realistic store, so numbers are safe and simpler.
pg.types.setTypeParser(20, (v) => Number(v));

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

/**
 * A statement whose text never changes, as a named prepared statement: each connection parses it
 * once instead of at every execution, and PostgreSQL may keep its plan. Only for fixed texts (a
 * connection keeps every statement it prepares, and a name must always carry the same text).
 */
export function prepared(name: string, text: string, values: unknown[] = []): { name: string; text: string; values: unknown[] } {
  return { name, text, values };
}

/**
 * How a pool treats idle connections: it keeps them (at most `max` a pool). pg closes a connection
 * idle for 10 s by default, and its replacement is a new backend with cold caches and none of the
 * connection's prepared statements; so a search after a pause of a few seconds, as people search,
 * took 22–55 ms instead of 8–18 (33k papers, first cold search after 11 s idle, two alternating
 * runs of five). Idle connections do not keep a process alive: a CLI exits when its work is done.
 */
export const POOL_IDLE = { idleTimeoutMillis: 0, allowExitOnIdle: true } as const;

/** `settings`: planner or session settings every connection of the pool starts with (`-c name=value`). */
export function createPool(databaseUrl: string, max = 10, settings: Record<string, string> = {}): pg.Pool {
  const options = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`).join(' ') || undefined;
  const pool = new pg.Pool({ connectionString: databaseUrl, max, options, ...POOL_IDLE });
  // An idle client dropped by the server (restart, admin kill) must not crash the process;
  // the pool replaces it at the next checkout.
  pool.on('error', (err) => new Logger('PostgreSQL').error(`Idle client error: ${err.message}`));
  return pool;
}

/** Creates the database named in the URL when it does not exist yet (trust auth on the maintenance DB). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      await client.query(`create database ${pg.escapeIdentifier(name)}`).catch((err: { code?: string }) => {
        if (err.code !== '42P04') throw err; // created concurrently by another process
      });
    }
  } finally {
    await client.end();
  }
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  } finally {
    await client.end();
  }
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../../src/platform/database/migrations');

/**
 * Applies `migrations/NNN-name.sql` files not applied yet, each in its own
 * transaction, under an advisory lock so concurrent starts do not race.
 *
 * Each applied file's checksum is recorded; a file edited after it was applied stops the start
 * (`MigrationEditedError`): its change would never run on databases that already have it, so the
 * databases would differ silently. A change is a new migration. Rows from before checksums were
 * recorded take the file's current checksum the first time they are seen.
 */
export async function migrate(pool: pg.Pool, dir = MIGRATIONS_DIR): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(7412001)');
    await client.query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    await client.query('alter table schema_migrations add column if not exists checksum text');
    const applied = new Map(
      (await client.query<{ name: string; checksum: string | null }>('select name, checksum from schema_migrations')).rows.map((r) => [r.name, r.checksum]),
    );
    const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
    const newlyApplied: string[] = [];
    for (const file of files) {
      const sql = await fs.readFile(path.join(dir, file), 'utf8');
      const checksum = migrationChecksum(sql);
      if (applied.has(file)) {
        const recorded = applied.get(file);
        if (recorded === null) await client.query('update schema_migrations set checksum = $2 where name = $1', [file, checksum]);
        else if (recorded !== checksum) throw new MigrationEditedError(file, recorded!, checksum);
        continue;
      }
      await client.query('begin');
      try {
        await client.query(sql);
        await client.query('insert into schema_migrations(name, checksum) values ($1, $2)', [file, checksum]);
        await client.query('commit');
        newlyApplied.push(file);
      } catch (err) {
        await client.query('rollback');
        throw new Error(`Migration ${file} failed: ${(err as Error).message}`);
      }
    }
    return newlyApplied;
  } finally {
    await client.query('select pg_advisory_unlock(7412001)').catch(() => undefined);
    client.release();
  }
}

/** sha256 of a migration's text, line endings normalised (a checkout with CRLF is not an edit). */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

export class MigrationEditedError extends Error {
  override name = 'MigrationEditedError';
  constructor(
    readonly file: string,
    readonly recorded: string,
    readonly current: string,
  ) {
    super(
      `Migration ${file} was edited after it was applied to this database (checksum ${recorded.slice(0, 12)} when applied, ` +
        `${current.slice(0, 12)} now): restore the file and put the change in a new migration`,
    );
  }
}
