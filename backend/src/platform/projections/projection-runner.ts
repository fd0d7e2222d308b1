/**
 * Runs projections: one catch-up subscription per projection, starting after its checkpoint.
 * Each batch is applied and checkpointed in one transaction.
 */
import type { Pool } from '../database/database.js';
import {
  type EventStore,
  type Position,
  type RecordedEvent,
  type Subscription,
  comparePositions,
} from '../event-store/event-store.port.js';
import type { Projection } from './projection.js';

export class ProjectionRunner {
  private readonly subscriptions = new Map<string, Subscription>();

  constructor(
    private readonly store: EventStore,
    private readonly pool: Pool,
    private readonly projections: readonly Projection[],
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  get names(): string[] {
    return this.projections.map((p) => p.name);
  }

  async start(): Promise<void> {
    for (const projection of this.projections) {
      const from = await readCheckpoint(this.pool, projection.name);
      const subscription = this.store.subscribeToAll(from, (batch) => this.applyBatch(projection, batch));
      subscription.done.catch((err: Error) => this.log(`Projection ${projection.name} stopped: ${err.message}`));
      this.subscriptions.set(projection.name, subscription);
    }
  }

  async stop(): Promise<void> {
    await Promise.all([...this.subscriptions.values()].map((s) => s.stop()));
    this.subscriptions.clear();
  }

  private async applyBatch(projection: Projection, batch: RecordedEvent[]): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      for (const event of batch) {
        if (projection.eventTypes.includes(event.type)) await projection.apply(event, client);
      }
      await writeCheckpoint(client, projection.name, batch[batch.length - 1].position);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  /** Empties the named read models and their checkpoints; `start` then replays from position 0. */
  async reset(names: readonly string[]): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      for (const projection of this.projections.filter((p) => names.includes(p.name))) {
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
}

export async function readCheckpoint(pool: Pool, name: string): Promise<Position> {
  const rows = await pool.query<{ commit_position: string; prepare_position: string }>(
    'select commit_position::text, prepare_position::text from projection_checkpoints where name = $1',
    [name],
  );
  if (rows.rowCount === 0) return { commit: 0n, prepare: 0n };
  return { commit: BigInt(rows.rows[0].commit_position), prepare: BigInt(rows.rows[0].prepare_position) };
}

async function writeCheckpoint(
  client: { query: Pool['query'] },
  name: string,
  position: Position,
): Promise<void> {
  await client.query(
    `insert into projection_checkpoints (name, commit_position, prepare_position, updated_at)
     values ($1, $2::numeric, $3::numeric, now())
     on conflict (name) do update set commit_position = excluded.commit_position,
       prepare_position = excluded.prepare_position, updated_at = now()`,
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
  for (;;) {
    const checkpoints = await Promise.all(names.map((n) => readCheckpoint(pool, n)));
    if (checkpoints.every((c) => comparePositions(c, position) >= 0)) return;
    if (Date.now() > deadline) {
      throw new Error(`Projections ${names.join(', ')} did not reach the write within ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}
