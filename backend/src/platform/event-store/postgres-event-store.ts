/**
 * PostgreSQL event store (docs/ARCHITECTURE.md §5, after emmett-postgresql).
 *
 * Readers only see rows whose writing transaction is older than every transaction still
 * running (`transaction_id < pg_snapshot_xmin(pg_current_snapshot())`) and order them by
 * (transaction_id, global_position). A transaction that took its global_position early but
 * commits late therefore becomes visible before anything committed after it, and a checkpoint
 * on that pair never skips it.
 *
 * An append is two statements and no explicit transaction: one reads the stream's head and
 * which of the batch's event ids are already stored, the other inserts the fresh events (one
 * statement, so atomic) and notifies subscribers. `unique (stream_id, stream_revision)` turns a
 * writer that lost the race between the two into a concurrency error.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  type AppendBatch,
  type AppendManyResult,
  type AppendResult,
  EventStore,
  assertDistinctStreams,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type SubscribeOptions,
  type SubscriptionHandler,
  type Subscription,
  WrongExpectedRevisionError,
} from './event-store.port.js';

export const NOTIFY_CHANNEL = 'scholarlens_events';
/**
 * How soon a subscription reads again when it found nothing new but committed events are waiting
 * behind an older transaction that still runs (their notification came and went), or when its
 * LISTEN connection is down.
 */
const POLL_MS = 250;
/**
 * How soon it reads again when nothing at all is waiting: only a notification can bring more, so
 * this is a safety net. Every projection polling at POLL_MS kept an idle server reading ~50
 * times a second (57 ms of CPU a second, and a chance of sharing the cores with every search).
 */
const IDLE_POLL_MS = 5_000;
/** A lost race with `expected: 'any'` is retried this many times before giving up. */
const MAX_ANY_RETRIES = 100;
const KNOWN_REVISIONS_MAX = 10_000;

interface EventRow {
  global_position: number;
  stream_id: string;
  stream_revision: number;
  event_id: string;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  recorded_at: Date;
  tx: string;
}

// The transaction id leaves as text (`tx`); it must not be named `transaction_id`, or an
// `order by transaction_id` would sort by that text ('100' < '99') instead of the xid8 column.
const selectColumns = (data = 'e.data', metadata = 'e.metadata') =>
  `e.global_position, e.stream_id, e.stream_revision, e.event_id, e.type, ${data} as data, ${metadata} as metadata, e.recorded_at, e.transaction_id::text as tx`;
const SELECT_COLUMNS = selectColumns();

/**
 * The first committed event after a position, visible to readers or not. Ordered as the
 * commit-order index is, so the planner walks that index for one entry: written as `exists (...)`
 * it chose a sequential scan (10 ms at 33k events, for every poll of every subscription).
 */
export const COMMITTED_BEYOND_SQL = `select 1 from events e where (e.transaction_id, e.global_position) > ($1::text::xid8, $2::bigint)
  order by e.transaction_id, e.global_position limit 1`;

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    revision: Number(row.stream_revision),
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
    position: { commit: BigInt(row.tx), prepare: BigInt(row.global_position) },
  };
}

type WithId = NewEvent & { id: string };

/** Thrown inside an attempt when the insert lost a race; the next attempt re-reads and decides. */
class Retry {}

function retryOnRace(err: unknown): Retry {
  const pgErr = err as { code?: string; constraint?: string };
  if (pgErr.code === '23505' && pgErr.constraint === 'events_stream_id_stream_revision_key') {
    // Another writer (another process) took the revision between our read and our insert. With
    // 'any' we simply go again; otherwise the next attempt answers with the concurrency error
    // (or, when that writer stored this very batch, with the idempotent result).
    return new Retry();
  }
  if (pgErr.code === '23505' && pgErr.constraint === 'events_event_id_key') {
    // Some of these event ids were appended concurrently; the next attempt sees them stored.
    return new Retry();
  }
  throw err;
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
    if (typeof expected === 'number' && (!Number.isInteger(expected) || expected < 0)) {
      throw new Error(`expected revision must be a non-negative integer, 'no_stream' or 'any' (got ${expected})`);
    }
    // One id per event; an id repeated inside the batch is the same event, stored once.
    const seen = new Set<string>();
    const batch: WithId[] = [];
    // Ids generated here cannot be stored already: such a batch is never a retry.
    const mayBeStored = events.some((e) => e.id !== undefined);
    for (const e of events) {
      const id = e.id ?? randomUUID();
      if (seen.has(id)) continue;
      seen.add(id);
      batch.push({ ...e, id });
    }
    return this.serialized(streamId, async () => {
      const maxAttempts = expected === 'any' ? MAX_ANY_RETRIES : 5;
      for (let attempt = 1; ; attempt++) {
        const result = await this.appendOnce(streamId, batch, expected, mayBeStored);
        if (!(result instanceof Retry)) {
          this.noteRevision(streamId, result.nextRevision);
          return result;
        }
        if (attempt >= maxAttempts) {
          throw new WrongExpectedRevisionError(streamId, expected, await this.currentRevision(streamId));
        }
      }
    });
  }

  /**
   * Appends to one stream from this process run one at a time: they would only collide in the
   * database (and wait on each other's unique-index entries) otherwise. Other processes are
   * still kept apart by the unique constraint.
   */
  private readonly streamQueues = new Map<string, Promise<unknown>>();

  private async serialized<T>(streamId: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.streamQueues.get(streamId) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const tail = run.catch(() => undefined);
    this.streamQueues.set(streamId, tail);
    try {
      return await run;
    } finally {
      if (this.streamQueues.get(streamId) === tail) this.streamQueues.delete(streamId);
    }
  }

  /**
   * The highest revision this process knows each recently written stream has reached. Revisions
   * never go down, so an expectation below it is stale for sure and is refused without a query.
   * Two generations bound the memory: when the newer one is full it becomes the older one. (An
   * LRU Map evicting its first key is quadratic under a bulk import's delete-heavy churn.)
   */
  private knownRevisions = new Map<string, number>();
  private olderKnownRevisions = new Map<string, number>();

  private knownRevision(streamId: string): number | undefined {
    return this.knownRevisions.get(streamId) ?? this.olderKnownRevisions.get(streamId);
  }

  private noteRevision(streamId: string, revision: number): void {
    const known = this.knownRevision(streamId);
    if (known !== undefined && known >= revision) return;
    if (this.knownRevisions.size >= KNOWN_REVISIONS_MAX) {
      this.olderKnownRevisions = this.knownRevisions;
      this.knownRevisions = new Map();
    }
    this.knownRevisions.set(streamId, revision);
  }

  private async appendOnce(
    streamId: string,
    events: WithId[],
    expected: ExpectedRevision,
    mayBeStored: boolean,
  ): Promise<AppendResult | Retry> {
    const known = this.knownRevision(streamId);
    if (known !== undefined && (expected === 'no_stream' || (typeof expected === 'number' && expected < known))) {
      // Stale for sure, unless the batch is a retry of events already stored (only the database can tell).
      const stored = mayBeStored
        ? await this.pool.query('select 1 from events where event_id = any($1::uuid[]) limit 1', [events.map((e) => e.id)])
        : { rowCount: 0 };
      if (stored.rowCount === 0) throw new WrongExpectedRevisionError(streamId, expected, known);
    }
    if (!mayBeStored) return this.appendFresh(streamId, events, expected);
    const ids = events.map((e) => e.id);
    const state = await this.pool.query<{
      current: number;
      event_id: string | null;
      stream_revision: number | null;
      global_position: number | null;
      transaction_id: string | null;
    }>(
      `select coalesce((select max(stream_revision) from events where stream_id = $1), -1) as current,
              e.event_id, e.stream_revision, e.global_position, e.transaction_id::text as transaction_id
         from (select 1) as one
         left join events e on e.event_id = any($2::uuid[])
        order by e.global_position`,
      [streamId, ids],
    );
    const current = Number(state.rows[0].current);
    if (current >= 0) this.noteRevision(streamId, current);
    const stored = state.rows.filter((r) => r.event_id !== null);
    if (stored.length === events.length) {
      // The whole batch is already stored: a retried command. Answer as the first append did.
      const last = stored[stored.length - 1];
      return {
        nextRevision: Number(stored.reduce((m, r) => Math.max(m, Number(r.stream_revision)), -1)),
        position: { commit: BigInt(last.transaction_id!), prepare: BigInt(last.global_position!) },
      };
    }
    if (expected === 'no_stream' ? current !== -1 : typeof expected === 'number' && expected !== current) {
      throw new WrongExpectedRevisionError(streamId, expected, current === -1 ? 'no_stream' : current);
    }
    const storedIds = new Set(stored.map((r) => r.event_id));
    const fresh = events.filter((e) => !storedIds.has(e.id));
    return this.insert(streamId, current, fresh);
  }

  /**
   * The common case, ids generated here: check and insert in one statement (one round trip).
   * Nothing is inserted when the stream is not where the caller expects it.
   */
  private async appendFresh(streamId: string, events: WithId[], expected: ExpectedRevision): Promise<AppendResult | Retry> {
    const expectedCurrent = expected === 'any' ? null : expected === 'no_stream' ? -1 : expected;
    try {
      const result = await this.pool.query<{
        current: number;
        revision: number | null;
        global_position: number | null;
        transaction_id: string | null;
      }>(
        `with head as (
           select coalesce(max(stream_revision), -1) as current from events where stream_id = $1
         ), ins as (
           insert into events (stream_id, stream_revision, event_id, type, data, metadata)
           select $1, head.current + e.ord, e.id, e.type, e.data, e.metadata
             from head, unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[]) with ordinality as e(id, type, data, metadata, ord)
            where $2::bigint is null or head.current = $2::bigint
           returning global_position, stream_revision, transaction_id
         )
         select (select current from head) as current,
                (select max(stream_revision) from ins) as revision,
                (select max(global_position) from ins) as global_position,
                (select transaction_id::text from ins limit 1) as transaction_id,
                (select pg_notify('${NOTIFY_CHANNEL}', '') from (select 1 from ins limit 1) as inserted) as notified`,
        [
          streamId,
          expectedCurrent,
          events.map((e) => e.id),
          events.map((e) => e.type),
          events.map((e) => JSON.stringify(e.data ?? {})),
          events.map((e) => JSON.stringify(e.metadata ?? {})),
        ],
      );
      const row = result.rows[0];
      const current = Number(row.current);
      if (row.revision === null) {
        if (current >= 0) this.noteRevision(streamId, current);
        throw new WrongExpectedRevisionError(streamId, expected, current === -1 ? 'no_stream' : current);
      }
      return {
        nextRevision: Number(row.revision),
        position: { commit: BigInt(row.transaction_id!), prepare: BigInt(row.global_position!) },
      };
    } catch (err) {
      return retryOnRace(err);
    }
  }

  private async insert(streamId: string, current: number, fresh: WithId[]): Promise<AppendResult | Retry> {
    try {
      const inserted = await this.pool.query<{ revision: number; global_position: number; transaction_id: string }>(
        `with ins as (
           insert into events (stream_id, stream_revision, event_id, type, data, metadata)
           select $1, $2::bigint + ord, id, type, data, metadata
             from unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[]) with ordinality as e(id, type, data, metadata, ord)
           returning global_position, stream_revision, transaction_id
         )
         select max(stream_revision) as revision, max(global_position) as global_position,
                (select transaction_id::text from ins limit 1) as transaction_id,
                (select pg_notify('${NOTIFY_CHANNEL}', '')) as notified
           from ins`,
        [
          streamId,
          current,
          fresh.map((e) => e.id),
          fresh.map((e) => e.type),
          fresh.map((e) => JSON.stringify(e.data ?? {})),
          fresh.map((e) => JSON.stringify(e.metadata ?? {})),
        ],
      );
      const row = inserted.rows[0];
      return {
        nextRevision: Number(row.revision),
        position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) },
      };
    } catch (err) {
      return retryOnRace(err);
    }
  }

  /**
   * Bulk append (see the port): two reads (the streams' heads, which event ids are stored) and one
   * multi-row insert (the rows unnested from one JSON array parameter), so a whole import batch is one atomic statement. A writer
   * that wins a race in between makes the insert fail on a unique index; the next attempt re-reads.
   */
  async appendMany(batches: AppendBatch[]): Promise<AppendManyResult> {
    if (batches.length === 0) return { results: [], position: null };
    assertDistinctStreams(batches);
    const prepared = batches.map((b) => {
      if (b.events.length === 0) throw new Error(`appendMany: the batch for ${b.streamId} has no events`);
      if (typeof b.expected === 'number' && (!Number.isInteger(b.expected) || b.expected < 0)) {
        throw new Error(`expected revision must be a non-negative integer, 'no_stream' or 'any' (got ${b.expected})`);
      }
      const seen = new Set<string>();
      const events: WithId[] = [];
      for (const e of b.events) {
        const id = e.id ?? randomUUID();
        if (seen.has(id)) continue;
        seen.add(id);
        events.push({ ...e, id });
      }
      return { streamId: b.streamId, expected: b.expected, events };
    });
    const mayBeStored = batches.some((b) => b.events.some((e) => e.id !== undefined));
    for (let attempt = 1; ; attempt++) {
      // First attempt optimistic (the bulk import's common case: new streams, new events): no
      // reads for 'no_stream' streams or stored ids; the unique indexes refuse anything else, and
      // the next attempt reads and decides.
      const result = await this.appendManyOnce(prepared, mayBeStored, attempt === 1);
      if (!(result instanceof Retry)) {
        for (const r of result.results) this.noteRevision(r.streamId, r.nextRevision);
        return result;
      }
      if (attempt >= MAX_ANY_RETRIES) throw new Error('appendMany: lost the race to other writers too many times');
    }
  }

  private async appendManyOnce(
    batches: { streamId: string; expected: ExpectedRevision; events: WithId[] }[],
    mayBeStored: boolean,
    optimistic: boolean,
  ): Promise<AppendManyResult | Retry> {
    // Optimistic: a 'no_stream' stream is assumed empty (revision 0 taken means it is not: the
    // insert fails) and no event assumed stored (a stored id fails the insert too).
    const streamIds = batches.filter((b) => !optimistic || b.expected !== 'no_stream').map((b) => b.streamId);
    const [heads, stored] = await Promise.all([
      streamIds.length === 0
        ? Promise.resolve({ rows: [] as { stream_id: string; current: number }[] })
        : this.pool.query<{ stream_id: string; current: number }>(
            `select s.stream_id, (select max(e.stream_revision) from events e where e.stream_id = s.stream_id) as current
               from unnest($1::text[]) as s(stream_id)`,
            [streamIds],
          ),
      mayBeStored && !optimistic
        ? this.pool.query<{ event_id: string; stream_revision: number }>(
            'select event_id::text, stream_revision from events where event_id = any($1::uuid[])',
            [batches.flatMap((b) => b.events.map((e) => e.id))],
          )
        : Promise.resolve({ rows: [] as { event_id: string; stream_revision: number }[] }),
    ]);
    const currentOf = new Map(heads.rows.map((r) => [r.stream_id, r.current === null ? -1 : Number(r.current)]));
    const storedRevision = new Map(stored.rows.map((r) => [r.event_id, Number(r.stream_revision)]));
    const results: AppendManyResult['results'] = [];
    // The rows travel as one JSON array (parsed once by PostgreSQL, data and metadata kept as jsonb):
    // measurably faster than unnest over a jsonb[] literal for large payloads.
    const rows: { s: string; r: number; i: string; t: string; d: unknown; m: unknown }[] = [];
    for (const b of batches) {
      const current = currentOf.get(b.streamId) ?? -1;
      const fresh = b.events.filter((e) => !storedRevision.has(e.id));
      if (fresh.length === 0) {
        results.push({ streamId: b.streamId, nextRevision: Math.max(...b.events.map((e) => storedRevision.get(e.id)!)), appended: 0 });
        continue;
      }
      if (b.expected === 'no_stream' ? current !== -1 : typeof b.expected === 'number' && b.expected !== current) {
        // Optimistic reads did not look for stored events: the batch may be a retry, stored already.
        if (optimistic && mayBeStored) return new Retry();
        throw new WrongExpectedRevisionError(b.streamId, b.expected, current === -1 ? 'no_stream' : current);
      }
      fresh.forEach((e, i) => {
        rows.push({ s: b.streamId, r: current + 1 + i, i: e.id, t: e.type, d: e.data ?? {}, m: e.metadata ?? {} });
      });
      results.push({ streamId: b.streamId, nextRevision: current + fresh.length, appended: fresh.length });
    }
    if (rows.length === 0) return { results, position: null };
    try {
      const inserted = await this.pool.query<{ global_position: number; transaction_id: string }>(
        `with ins as (
           insert into events (stream_id, stream_revision, event_id, type, data, metadata)
           select e->>'s', (e->>'r')::bigint, (e->>'i')::uuid, e->>'t', e->'d', e->'m'
             from jsonb_array_elements($1::jsonb) with ordinality as x(e, ord)
            order by ord
           returning global_position, transaction_id
         )
         select max(global_position) as global_position,
                (select transaction_id::text from ins limit 1) as transaction_id,
                (select pg_notify('${NOTIFY_CHANNEL}', '')) as notified
           from ins`,
        [JSON.stringify(rows)],
      );
      const row = inserted.rows[0];
      return { results, position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) } };
    } catch (err) {
      return retryOnRace(err);
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
      `select ${SELECT_COLUMNS} from events e where e.stream_id = $1 and e.stream_revision >= $2 order by e.stream_revision`,
      [streamId, fromRevision],
    );
    return rows.rows.map(toRecorded);
  }

  async readAll(from: Position, limit: number): Promise<RecordedEvent[]> {
    return (await this.readPage(from, limit)).events;
  }

  /**
   * The next `limit` events after `from` in commit order, of which only those of `types` (all when
   * absent) are returned; `through` is the last one read. The others' payloads are never read
   * (no detoasting, no JSON), so skipping an event costs a few bytes of position.
   */
  private async readPage(from: Position, limit: number, types?: readonly string[]): Promise<{ events: RecordedEvent[]; through: Position | null }> {
    const params: unknown[] = [from.commit.toString(), from.prepare.toString(), limit];
    if (types) params.push(types);
    const ifWanted = (column: string) => `case when e.type = any($4::text[]) then ${column} end`;
    const columns = types ? selectColumns(ifWanted('e.data'), ifWanted('e.metadata')) : SELECT_COLUMNS;
    const rows = await this.pool.query<EventRow>(
      `select ${columns}
         from events e
        where (e.transaction_id, e.global_position) > ($1::text::xid8, $2::bigint)
          and e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        order by e.transaction_id, e.global_position
        limit $3`,
      params,
    );
    const last = rows.rows.at(-1);
    const wanted = types ? new Set(types) : null;
    return {
      events: (wanted ? rows.rows.filter((r) => wanted.has(r.type)) : rows.rows).map(toRecorded),
      through: last ? { commit: BigInt(last.tx), prepare: BigInt(last.global_position) } : null,
    };
  }

  /**
   * Whether committed events lie after `position` that readers cannot see yet (an older
   * transaction still runs): they become readable without a notification of their own.
   */
  private async committedBeyond(position: Position): Promise<boolean> {
    const { rowCount } = await this.pool.query(COMMITTED_BEYOND_SQL, [position.commit.toString(), position.prepare.toString()]);
    return (rowCount ?? 0) > 0;
  }

  async headPosition(): Promise<Position> {
    const rows = await this.pool.query<{ tx: string; global_position: number }>(
      `select e.transaction_id::text as tx, e.global_position from events e
        where e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        order by e.transaction_id desc, e.global_position desc limit 1`,
    );
    if (rows.rowCount === 0) return { commit: 0n, prepare: 0n };
    return { commit: BigInt(rows.rows[0].tx), prepare: BigInt(rows.rows[0].global_position) };
  }

  subscribeToAll(from: Position, handler: SubscriptionHandler, options: SubscribeOptions = {}): Subscription {
    const batchSize = options.batchSize ?? 500;
    let stopped = false;
    // Set by a notification (or by stop); checked before sleeping so a wake-up that arrives
    // while a read is in flight is not lost.
    let notified = false;
    let wake: (() => void) | null = null;
    const poke = () => {
      notified = true;
      wake?.();
    };
    const listener = new pg.Client({ connectionString: this.connectionString });
    let listening = false;
    // A dropped LISTEN connection must not crash the process: polling carries on without it, often.
    listener.on('error', () => (listening = false));
    listener.on('end', () => (listening = false));
    listener.on('notification', poke);
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        if (notified || stopped) return resolve();
        const timer = setTimeout(finish, ms);
        function finish() {
          clearTimeout(timer);
          wake = null;
          resolve();
        }
        wake = finish;
      });

    const run = async () => {
      let position = from;
      try {
        await listener.connect();
        await listener.query(`listen ${NOTIFY_CHANNEL}`);
        listening = true;
        while (!stopped) {
          notified = false;
          const { events, through } = await this.readPage(position, batchSize, options.eventTypes);
          if (stopped) break;
          if (through === null) {
            await sleep(listening && !(await this.committedBeyond(position)) ? IDLE_POLL_MS : POLL_MS);
            continue;
          }
          await handler(events, through);
          position = through;
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
        poke();
        await done.catch(() => undefined);
      },
    };
  }

  /** The pool belongs to the caller (it is shared with the read models), so there is nothing to release here. */
  async close(): Promise<void> {}
}
