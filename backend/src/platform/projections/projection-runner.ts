/**
 * Runs projections: one catch-up subscription per projection, starting after its checkpoint.
 * Each batch is applied and checkpointed in one transaction that holds the projection's
 * checkpoint row locked, so effects happen exactly once even when two runners (two backend
 * instances, or a rebuild next to a live runner) project the same projection.
 */
import type { Pool, PoolClient } from '../database/database.js';
import {
  type EventStore,
  type Position,
  type RecordedEvent,
  START,
  type Subscription,
  comparePositions,
} from '../event-store/event-store.port.js';
import type { Projection } from './projection.js';

export interface ProjectionRunnerOptions {
  /** Events per subscription batch (one transaction each). */
  batchSize?: number;
  /** After a failed batch the projection resubscribes from its checkpoint after this delay. */
  restartDelayMs?: number;
}

/** The stored checkpoint went back (a reset by someone else): resubscribe from it. */
class CheckpointMoved extends Error {}

interface Cursor {
  /** Where this runner believes the projection's checkpoint is. */
  position: Position;
}

export class ProjectionRunner {
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = true;
  private readonly batchSize: number;
  private readonly restartDelayMs: number;

  constructor(
    private readonly store: EventStore,
    private readonly pool: Pool,
    private readonly projections: readonly Projection[],
    private readonly log: (message: string) => void = () => undefined,
    options: ProjectionRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.restartDelayMs = options.restartDelayMs ?? 1000;
  }

  get names(): string[] {
    return this.projections.map((p) => p.name);
  }

  async start(): Promise<void> {
    this.stopped = false;
    await Promise.all(this.projections.map((p) => this.subscribe(p)));
  }

  private async subscribe(projection: Projection): Promise<void> {
    const cursor: Cursor = { position: await readCheckpoint(this.pool, projection.name) };
    if (this.stopped) return;
    const subscription = this.store.subscribeToAll(cursor.position, (batch, through) => this.applyBatch(projection, batch, through, cursor), {
      batchSize: projection.batchSize ?? this.batchSize,
      eventTypes: projection.eventTypes,
    });
    this.subscriptions.set(projection.name, subscription);
    subscription.done.catch((err: Error) => {
      if (this.stopped) return;
      const moved = err instanceof CheckpointMoved;
      if (!moved) this.log(`Projection ${projection.name} failed: ${err.message}; resuming from its checkpoint in ${this.restartDelayMs} ms`);
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          if (this.stopped) return;
          this.subscribe(projection).catch((e: Error) => this.log(`Projection ${projection.name} could not restart: ${e.message}`));
        },
        moved ? 0 : this.restartDelayMs,
      );
      this.timers.add(timer);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all([...this.subscriptions.values()].map((s) => s.stop()));
    this.subscriptions.clear();
  }

  /**
   * Applies the part of `batch` after the stored checkpoint and moves the checkpoint to `last` (where
   * the subscription has read through, skipped events of other types included), in one transaction.
   */
  private async applyBatch(projection: Projection, batch: RecordedEvent[], last: Position, cursor: Cursor): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const stored = await lockCheckpoint(client, projection.name);
      if (comparePositions(stored, cursor.position) < 0) {
        // Reset behind our back: the events between the stored checkpoint and this batch are not in it.
        throw new CheckpointMoved(`checkpoint of ${projection.name} moved back`);
      }
      // Events at or before the stored checkpoint were applied already (by another runner).
      const relevant = batch.filter(
        (event) => comparePositions(event.position, stored) > 0 && projection.eventTypes.includes(event.type),
      );
      if (projection.applyBatch) {
        if (relevant.length > 0) await projection.applyBatch(relevant, client);
      } else {
        for (const event of relevant) await projection.apply(event, client);
      }
      if (comparePositions(last, stored) > 0) await writeCheckpoint(client, projection.name, last);
      await client.query('commit');
      cursor.position = comparePositions(last, stored) > 0 ? last : stored;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  /** Empties the named read models and their checkpoints; `start` or `replay` then projects from position 0. */
  async reset(names: readonly string[]): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      for (const projection of this.projections.filter((p) => names.includes(p.name))) {
        // Taking the checkpoint row first makes a live runner's batch wait, then see the reset.
        await lockCheckpoint(client, projection.name);
        await projection.reset(client);
        await client.query('delete from projection_checkpoints where name = $1', [projection.name]);
      }
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  /**
   * Projects the named projections from their checkpoints up to `until` (inclusive) in this
   * process, reading the log once for all of them: the rebuild. Returns the number of events read.
   */
  async replay(
    names: readonly string[],
    until: Position,
    onProgress: (position: Position, events: number) => void = () => undefined,
  ): Promise<number> {
    const selected = this.projections.filter((p) => names.includes(p.name));
    const cursors = new Map<string, Cursor>();
    for (const p of selected) cursors.set(p.name, { position: await readCheckpoint(this.pool, p.name) });
    let position = [...cursors.values()].map((c) => c.position).reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b), until);
    let read = 0;
    while (comparePositions(position, until) < 0) {
      const page = (await this.store.readAll(position, this.batchSize)).filter((e) => comparePositions(e.position, until) <= 0);
      if (page.length === 0) break;
      for (const p of selected) {
        const cursor = cursors.get(p.name)!;
        const fresh = page.filter((e) => comparePositions(e.position, cursor.position) > 0);
        if (fresh.length > 0) await this.applyBatch(p, fresh, fresh[fresh.length - 1].position, cursor);
      }
      read += page.length;
      position = page[page.length - 1].position;
      onProgress(position, read);
    }
    return read;
  }
}

async function lockCheckpoint(client: PoolClient, name: string): Promise<Position> {
  await client.query('insert into projection_checkpoints (name) values ($1) on conflict (name) do nothing', [name]);
  const rows = await client.query<{ commit_position: string; prepare_position: string }>(
    'select commit_position::text, prepare_position::text from projection_checkpoints where name = $1 for update',
    [name],
  );
  return { commit: BigInt(rows.rows[0].commit_position), prepare: BigInt(rows.rows[0].prepare_position) };
}

export async function readCheckpoint(pool: Pool, name: string): Promise<Position> {
  const rows = await pool.query<{ commit_position: string; prepare_position: string }>(
    'select commit_position::text, prepare_position::text from projection_checkpoints where name = $1',
    [name],
  );
  if (rows.rowCount === 0) return START;
  return { commit: BigInt(rows.rows[0].commit_position), prepare: BigInt(rows.rows[0].prepare_position) };
}

async function writeCheckpoint(client: PoolClient, name: string, position: Position): Promise<void> {
  await client.query(
    `update projection_checkpoints set commit_position = $2::numeric, prepare_position = $3::numeric, updated_at = now()
      where name = $1`,
    [name, position.commit.toString(), position.prepare.toString()],
  );
}

/**
 * Read-your-writes: resolves once every named projection's checkpoint has reached `position`,
 * or rejects after `timeoutMs` (the caller then answers without the guarantee).
 */
export async function waitForProjections(
  pool: Pool,
  names: readonly string[],
  position: Position,
  timeoutMs = 5000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 2; ; delay = Math.min(delay * 2, 50)) {
    const rows = await pool.query<{ name: string; commit_position: string; prepare_position: string }>(
      'select name, commit_position::text, prepare_position::text from projection_checkpoints where name = any($1::text[])',
      [names],
    );
    const reached = new Set(
      rows.rows
        .filter((r) => comparePositions({ commit: BigInt(r.commit_position), prepare: BigInt(r.prepare_position) }, position) >= 0)
        .map((r) => r.name),
    );
    if (names.every((n) => reached.has(n))) return;
    if (Date.now() >= deadline) {
      throw new Error(`Projections ${names.join(', ')} did not reach the write within ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, Math.min(delay, Math.max(1, deadline - Date.now()))));
  }
}
