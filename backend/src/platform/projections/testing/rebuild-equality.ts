/**
 * For projection integration specs: "a rebuild from the first event equals the live read model".
 * Hashes the contents of the read-model tables a projection owns, rebuilds the projections
 * (rebuildProjections: reset, then replay the log from position 0), hashes again and asserts that
 * every table holds exactly what it held live.
 *
 * It stops nothing it does not own: the caller stops its live runner of these projections first
 * (a live runner would keep projecting next to the rebuild, and the hashes would race it).
 */
import assert from 'node:assert/strict';
import pg from 'pg';
import type { Pool } from '../../database/database.js';
import { type EventStore, type Position, START, comparePositions } from '../../event-store/event-store.port.js';
import type { Projection } from '../projection.js';
import { readCheckpoint, waitForProjections } from '../projection-runner.js';
import { type RebuildResult, rebuildProjections } from '../rebuild.js';

export interface TableContents {
  rows: number;
  /** md5 over the sorted md5s of the rows' text: exact and independent of row order. */
  hash: string;
  /** The rows as text, sorted, to name what differs when the hashes do not match. */
  text: string[];
}

/** The contents of one table, hashed; every column counts (generated ones too). */
export async function tableContents(pool: Pool, table: string): Promise<TableContents> {
  const t = pg.escapeIdentifier(table);
  const { rows } = await pool.query<{ rows: number; hash: string; text: string[] | null }>(
    `select count(*)::int as rows,
            md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as hash,
            array_agg(t::text order by t::text) as text
       from ${t} t`,
  );
  return { rows: rows[0].rows, hash: rows[0].hash, text: rows[0].text ?? [] };
}

export interface RebuildEqualityOptions {
  store: EventStore;
  pool: Pool;
  /** The projections to rebuild (all of them, by name). */
  projections: readonly Projection[];
  /** The read-model tables these projections own, as the migrations name them; each must hold rows. */
  tables: readonly string[];
  /** The last write the live read model must include: waited for before hashing. */
  through?: Position;
  /** Events per replay batch (a small one makes the replay cross batch boundaries). */
  batchSize?: number;
  timeoutMs?: number;
}

function describeDifference(table: string, live: TableContents, rebuilt: TableContents): string {
  const liveRows = new Set(live.text);
  const rebuiltRows = new Set(rebuilt.text);
  const clip = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}…` : s);
  const lost = live.text.filter((r) => !rebuiltRows.has(r)).slice(0, 3).map(clip);
  const extra = rebuilt.text.filter((r) => !liveRows.has(r)).slice(0, 3).map(clip);
  return (
    `a rebuild of ${table} differs from the live read model (${live.rows} rows live, ${rebuilt.rows} rebuilt)` +
    (lost.length ? `\n  live only:    ${lost.join('\n                ')}` : '') +
    (extra.length ? `\n  rebuilt only: ${extra.join('\n                ')}` : '')
  );
}

/**
 * Asserts that the tables are not empty, rebuilds the projections from the first event and
 * asserts that each table's contents are what they were live. Answers the rebuild's result.
 */
export async function assertRebuildEqualsLive(options: RebuildEqualityOptions): Promise<RebuildResult> {
  const { store, pool, projections, tables, batchSize, timeoutMs = 10_000 } = options;
  assert.ok(projections.length > 0, 'no projection to rebuild');
  assert.ok(tables.length > 0, 'no read-model table to compare');
  const names = projections.map((p) => p.name);
  if (options.through) await waitForProjections(pool, names, options.through, timeoutMs);

  const live = new Map<string, TableContents>();
  for (const table of tables) {
    const contents = await tableContents(pool, table);
    assert.ok(contents.rows > 0, `${table} is empty: a rebuild of nothing equals nothing and proves nothing`);
    live.set(table, contents);
  }

  // The live read model stands at its checkpoints; the rebuild replays up to the head readers can
  // see, which may lag a write that just committed (another transaction of the cluster still
  // running): wait until it covers everything the live model has seen.
  let target = options.through ?? START;
  for (const name of names) {
    const checkpoint = await readCheckpoint(pool, name);
    if (comparePositions(checkpoint, target) > 0) target = checkpoint;
  }
  const deadline = Date.now() + timeoutMs;
  while (comparePositions(await store.headPosition(), target) < 0) {
    if (Date.now() > deadline) assert.fail(`the log's visible head did not reach the live read model within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }

  const result = await rebuildProjections(store, pool, projections, names, undefined, batchSize);
  assert.ok(comparePositions(result.head, target) >= 0, 'the rebuild stopped before the live read model');
  assert.ok(result.events > 0, 'the rebuild read no events');

  for (const table of tables) {
    const before = live.get(table)!;
    const after = await tableContents(pool, table);
    if (after.hash !== before.hash || after.rows !== before.rows) assert.fail(describeDifference(table, before, after));
  }
  return result;
}
