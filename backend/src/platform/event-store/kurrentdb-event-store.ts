/**
 * KurrentDB (EventStoreDB) adapter through @eventstore/db-client (docs/ARCHITECTURE.md §5).
 * EVENT_STORE_URL: kurrentdb://host:2113?tls=false, kdb://… or esdb://… (the client's own form).
 * Positions are KurrentDB's (commit, prepare) pair; system events ($-prefixed types) are left out.
 */
import { randomUUID } from 'node:crypto';
import {
  ANY,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START as ESDB_START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
} from '@eventstore/db-client';
import {
  type AppendResult,
  EventStore,
  type EventMetadata,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type SubscribeOptions,
  type SubscriptionHandler,
  type Subscription,
  WrongExpectedRevisionError,
  comparePositions,
} from './event-store.port.js';

/** kurrentdb:// and kdb:// become esdb:// (the client only knows esdb:// and esdb+discover://). */
export function toEsdbConnectionString(url: string): string {
  return url.replace(/^(kurrentdb|kdb|kurrent)(\+discover)?:\/\//i, (_m, _scheme, discover: string | undefined) => `esdb${discover ?? ''}://`);
}

function toExpected(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  return BigInt(expected);
}

function toRecorded(resolved: AllStreamResolvedEvent | { event?: AllStreamResolvedEvent['event'] }): RecordedEvent | null {
  const e = resolved.event;
  if (!e || e.type.startsWith('$') || e.streamId.startsWith('$')) return null;
  const decode = (value: unknown): Record<string, unknown> => {
    if (value instanceof Uint8Array) {
      if (value.length === 0) return {};
      try {
        return JSON.parse(Buffer.from(value).toString('utf8')) as Record<string, unknown>;
      } catch {
        return {};
      }
    }
    return (value ?? {}) as Record<string, unknown>;
  };
  return {
    id: e.id,
    streamId: e.streamId,
    revision: Number(e.revision),
    type: e.type,
    data: decode(e.data),
    metadata: decode(e.metadata) as EventMetadata,
    recordedAt: e.created,
    position: e.position ? { commit: e.position.commit, prepare: e.position.prepare } : { commit: 0n, prepare: 0n },
  };
}

export class KurrentDbEventStore extends EventStore {
  private constructor(private readonly client: EventStoreDBClient) {
    super();
  }

  static async connect(url: string): Promise<KurrentDbEventStore> {
    const client = EventStoreDBClient.connectionString(toEsdbConnectionString(url));
    const store = new KurrentDbEventStore(client);
    // Fail at boot, not on the first command, when the server is unreachable.
    await store.headPosition();
    return store;
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    // KurrentDB's idempotency looks at the batch as a whole; an id repeated inside one is sent once.
    const seen = new Set<string>();
    const data = [];
    for (const e of events) {
      const id = e.id ?? randomUUID();
      if (seen.has(id)) continue;
      seen.add(id);
      data.push(jsonEvent({ id, type: e.type, data: e.data as Record<string, unknown>, metadata: e.metadata ?? {} }));
    }
    try {
      const result = await this.client.appendToStream(streamId, data, { expectedRevision: toExpected(expected) });
      return {
        nextRevision: Number(result.nextExpectedRevision),
        position: result.position ? { commit: result.position.commit, prepare: result.position.prepare } : await this.headPosition(),
      };
    } catch (err) {
      if (err instanceof WrongExpectedVersionError) {
        const actual = err.actualVersion;
        throw new WrongExpectedRevisionError(streamId, expected, typeof actual === 'bigint' ? Number(actual) : 'no_stream');
      }
      throw err;
    }
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: BigInt(fromRevision), direction: FORWARDS })) {
        const e = toRecorded(resolved as AllStreamResolvedEvent);
        if (e) out.push(e);
      }
    } catch (err) {
      if (err instanceof StreamNotFoundError) return [];
      throw err;
    }
    return out;
  }

  async readAll(from: Position, limit: number): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    let position = from;
    for (;;) {
      const isStart = position.commit === 0n && position.prepare === 0n;
      // The read includes `position` itself; ask for one more and keep what is strictly after `from`.
      let lastSeen: Position | null = null;
      for await (const resolved of this.client.readAll({
        fromPosition: isStart ? ESDB_START : { commit: position.commit, prepare: position.prepare },
        direction: FORWARDS,
        maxCount: limit + 1,
      })) {
        if (resolved.event?.position) lastSeen = resolved.event.position;
        const e = toRecorded(resolved);
        if (e && comparePositions(e.position, from) > 0) out.push(e);
        if (out.length >= limit) return out;
      }
      // A page of nothing but system events: read on past them rather than answer "nothing new".
      if (out.length > 0 || !lastSeen || comparePositions(lastSeen, position) <= 0) return out;
      position = lastSeen;
    }
  }

  async headPosition(): Promise<Position> {
    for await (const resolved of this.client.readAll({ fromPosition: 'end', direction: 'backwards', maxCount: 50 })) {
      const e = toRecorded(resolved);
      if (e) return e.position;
    }
    return { commit: 0n, prepare: 0n };
  }

  subscribeToAll(from: Position, handler: SubscriptionHandler, options: SubscribeOptions = {}): Subscription {
    const batchSize = options.batchSize ?? 500;
    const wanted = options.eventTypes ? new Set(options.eventTypes) : null;
    const isStart = from.commit === 0n && from.prepare === 0n;
    // Types are filtered here rather than by a server-side filter, so that `through` moves past
    // skipped events as the port promises (a server-side filter would need checkpoint events).
    const subscription = this.client.subscribeToAll({
      fromPosition: isStart ? ESDB_START : { commit: from.commit, prepare: from.prepare },
      filter: excludeSystemEvents(),
    });
    let stopped = false;
    const run = async () => {
      // Events are handed over in batches: whatever has arrived, up to batchSize read, once the handler is free.
      let batch: RecordedEvent[] = [];
      let read = 0;
      let through: Position | null = null;
      const iterator = subscription[Symbol.asyncIterator]();
      let pending: Promise<IteratorResult<AllStreamResolvedEvent>> | null = null;
      while (!stopped) {
        pending ??= iterator.next();
        const next: IteratorResult<AllStreamResolvedEvent> | 'idle' =
          read === 0 ? await pending : await Promise.race([pending, new Promise<'idle'>((r) => setImmediate(() => r('idle')))]);
        if (next !== 'idle') {
          pending = null;
          if (next.done) break;
          const e = toRecorded(next.value);
          // Catch-up from a position includes that position; the port's `from` is exclusive.
          if (e && comparePositions(e.position, from) > 0) {
            read++;
            through = e.position;
            if (!wanted || wanted.has(e.type)) batch.push(e);
          }
          if (read < batchSize) continue;
        }
        if (through !== null && !stopped) {
          const delivering = batch;
          batch = [];
          read = 0;
          await handler(delivering, through);
          through = null;
        }
      }
    };
    const done = run().finally(() => subscription.unsubscribe().catch(() => undefined));
    done.catch(() => undefined);
    return {
      done,
      stop: async () => {
        stopped = true;
        await subscription.unsubscribe().catch(() => undefined);
        await done.catch(() => undefined);
      },
    };
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}
