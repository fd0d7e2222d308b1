/**
 * PostgreSQL event store (ARCHITECTURE §4, after emmett-postgresql).
 *
 * Readers only see rows whose writing transaction is older than every transaction still
 * running (`transaction_id < pg_snapshot_xmin(pg_current_snapshot())`) and order them by
 * (transaction_id, global_position). A transaction that took its global_position early but
 * commits late therefore becomes visible before anything committed after it, and a checkpoint
 * on that pair never skips it.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  type AppendResult,
  EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
  WrongExpectedRevisionError,
} from './event-store.port.js';

const NOTIFY_CHANNEL = 'scholarlens_events';
/** Polling fallback: also covers the case of a notification arriving while an older transaction still runs. */
const POLL_MS = 250;

interface EventRow {
  global_position: number;
  stream_id: string;
  stream_revision: number;
  event_id: string;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  recorded_at: Date;
  transaction_id: string;
}

const SELECT_COLUMNS =
  'global_position, stream_id, stream_revision, event_id, type, data, metadata, recorded_at, transaction_id::text as transaction_id';

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    revision: Number(row.stream_revision),
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
    position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) },
  };
}

export class PostgresEventStore extends EventStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
  ) {
    super();
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const withIds = events.map((e) => ({ ...e, id: e.id ?? randomUUID() }));
    // 'any' has no expectation to break, so a lost race on the next revision is simply retried.
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.appendOnce(streamId, withIds, expected);
      } catch (err) {
        if (expected === 'any' && err instanceof WrongExpectedRevisionError && attempt < 50) continue;
        throw err;
      }
    }
  }

  private async appendOnce(
    streamId: string,
    events: (NewEvent & { id: string })[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const ids = events.map((e) => e.id);
      const existing = await client.query<EventRow>(
        `select ${SELECT_COLUMNS} from events where event_id = any($1::uuid[]) order by global_position`,
        [ids],
      );
      if (existing.rowCount === events.length) {
        // The whole batch is already stored: a retried command. Answer as the first append did.
        await client.query('rollback');
        const last = toRecorded(existing.rows[existing.rows.length - 1]);
        return { nextRevision: last.revision, position: last.position };
      }
      const storedIds = new Set(existing.rows.map((r) => r.event_id));
      const fresh = events.filter((e) => !storedIds.has(e.id));

      const head = await client.query<{ rev: number | null }>(
        'select max(stream_revision) as rev from events where stream_id = $1',
        [streamId],
      );
      const current = head.rows[0].rev === null ? -1 : Number(head.rows[0].rev);
      const actual = current === -1 ? 'no_stream' : current;
      if (expected === 'no_stream' ? current !== -1 : typeof expected === 'number' && expected !== current) {
        throw new WrongExpectedRevisionError(streamId, expected, actual);
      }

      const result = await client.query<{ global_position: number; stream_revision: number; transaction_id: string }>(
        `insert into events (stream_id, stream_revision, event_id, type, data, metadata)
         select $1, $2::bigint + ord, id, type, data, metadata
           from unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[]) with ordinality as e(id, type, data, metadata, ord)
         returning global_position, stream_revision, transaction_id::text as transaction_id`,
        [
          streamId,
          current,
          fresh.map((e) => e.id),
          fresh.map((e) => e.type),
          fresh.map((e) => JSON.stringify(e.data)),
          fresh.map((e) => JSON.stringify(e.metadata ?? {})),
        ],
      );
      await client.query(`select pg_notify('${NOTIFY_CHANNEL}', $1)`, [streamId]);
      await client.query('commit');
      const last = result.rows.reduce((a, b) => (Number(b.global_position) > Number(a.global_position) ? b : a));
      return {
        nextRevision: Number(last.stream_revision),
        position: { commit: BigInt(last.transaction_id), prepare: BigInt(last.global_position) },
      };
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      const pgErr = err as { code?: string; constraint?: string };
      if (pgErr.code === '23505' && pgErr.constraint === 'events_stream_id_stream_revision_key') {
        // Another writer took the revision between our read and our insert.
        throw new WrongExpectedRevisionError(streamId, expected, await this.currentRevision(streamId));
      }
      if (pgErr.code === '23505' && pgErr.constraint === 'events_event_id_key') {
        // The same event ids were appended concurrently; the retry sees them stored.
        return this.appendOnce(streamId, events, expected);
      }
      throw err;
    } finally {
      client.release();
    }
  }

  private async currentRevision(streamId: string): Promise<number | 'no_stream'> {
    const head = await this.pool.query<{ rev: number | null }>(
      'select max(stream_revision) as rev from events where stream_id = $1',
      [streamId],
    );
    return head.rows[0].rev === null ? 'no_stream' : Number(head.rows[0].rev);
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    const rows = await this.pool.query<EventRow>(
      `select ${SELECT_COLUMNS} from events where stream_id = $1 and stream_revision >= $2 order by stream_revision`,
      [streamId, fromRevision],
    );
    return rows.rows.map(toRecorded);
  }

  async readAll(from: Position, limit: number): Promise<RecordedEvent[]> {
    const rows = await this.pool.query<EventRow>(
      `select ${SELECT_COLUMNS} from events
        where (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
          and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        order by transaction_id, global_position
        limit $3`,
      [from.commit.toString(), from.prepare.toString(), limit],
    );
    return rows.rows.map(toRecorded);
  }

  async headPosition(): Promise<Position> {
    const rows = await this.pool.query<{ transaction_id: string; global_position: number }>(
      `select transaction_id::text as transaction_id, global_position from events
        where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        order by transaction_id desc, global_position desc limit 1`,
    );
    if (rows.rowCount === 0) return { commit: 0n, prepare: 0n };
    return { commit: BigInt(rows.rows[0].transaction_id), prepare: BigInt(rows.rows[0].global_position) };
  }

  subscribeToAll(
    from: Position,
    handler: (events: RecordedEvent[]) => Promise<void>,
    options: SubscribeOptions = {},
  ): Subscription {
    const batchSize = options.batchSize ?? 500;
    let stopped = false;
    let wake: (() => void) | null = null;
    const listener = new pg.Client({ connectionString: this.connectionString });
    const sleep = () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, POLL_MS);
        function done() {
          clearTimeout(timer);
          wake = null;
          resolve();
        }
        wake = done;
      });

    const run = async () => {
      let position = from;
      await listener.connect();
      listener.on('notification', () => wake?.());
      await listener.query(`listen ${NOTIFY_CHANNEL}`);
      try {
        while (!stopped) {
          const batch = await this.readAll(position, batchSize);
          if (batch.length === 0) {
            await sleep();
            continue;
          }
          await handler(batch);
          position = batch[batch.length - 1].position;
        }
      } finally {
        await listener.end().catch(() => undefined);
      }
    };
    const done = run();
    // A stopped subscription must not leave an unhandled rejection behind; callers await `done` to see errors.
    done.catch(() => undefined);
    return {
      done,
      stop: async () => {
        stopped = true;
        (wake as (() => void) | null)?.();
        await done.catch(() => undefined);
      },
    };
  }

  /** The pool belongs to the caller (it is shared with the read models), so there is nothing to release here. */
  async close(): Promise<void> {}
}
