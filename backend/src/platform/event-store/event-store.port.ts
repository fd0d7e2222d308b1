/**
 * The event store port (docs/ARCHITECTURE.md §5). Adapters: PostgreSQL (default) and KurrentDB.
 * Positions are (commit, prepare) pairs compared lexicographically: for PostgreSQL the
 * writing transaction's id and the row's global position, for KurrentDB its own pair.
 */

export interface Position {
  commit: bigint;
  prepare: bigint;
}

export const START: Position = Object.freeze({ commit: 0n, prepare: 0n });

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export interface EventMetadata {
  userId?: string;
  correlationId?: string;
  causationId?: string;
  ip?: string;
  [key: string]: unknown;
}

export interface NewEvent<T extends string = string, D = Record<string, unknown>> {
  /** A stable id makes the append idempotent: an event id already stored is not stored again. */
  id?: string;
  type: T;
  data: D;
  metadata?: EventMetadata;
}

export interface RecordedEvent<T extends string = string, D = Record<string, unknown>> {
  id: string;
  streamId: string;
  revision: number;
  type: T;
  data: D;
  metadata: EventMetadata;
  position: Position;
  recordedAt: Date;
}

/** `no_stream`: the stream must not exist; `any`: no check; a number: the stream's current last revision. */
export type ExpectedRevision = number | 'no_stream' | 'any';

export interface AppendResult {
  /** The revision of the stream's last event after the append. */
  nextRevision: number;
  /** The position of the last appended event (for read-your-writes waits). */
  position: Position;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Concurrency conflict on ${streamId}: expected revision ${expected}, stream is at ${actual}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export interface Subscription {
  /** Stops delivering and resolves once the handler in flight, if any, has finished. */
  stop(): Promise<void>;
  /** Resolves when the subscription ends by itself (an error thrown by the handler rejects it). */
  readonly done: Promise<void>;
}

export interface SubscribeOptions {
  /** Events are delivered in batches of at most this many (one handler call per batch). */
  batchSize?: number;
  /**
   * Only events of these types are delivered; the store skips the others without reading their
   * payloads (a projection of rare events must not parse a million imported papers to find none).
   * Absent: every event.
   */
  eventTypes?: readonly string[];
}

/**
 * Receives a subscription's batches: the events (of the subscribed types) in commit order, and
 * the position the log has been read through, which is at or after the last event and moves on
 * past skipped events too, so a checkpoint can follow it. A batch may be empty when only skipped
 * events were read.
 */
export type SubscriptionHandler = (events: RecordedEvent[], through: Position) => Promise<void>;

/** One stream's part of an `appendMany`. */
export interface AppendBatch {
  streamId: string;
  events: NewEvent[];
  expected: ExpectedRevision;
}

export interface AppendManyResult {
  /** One per batch, in the order given. */
  results: {
    streamId: string;
    /** The revision of the stream's last event after the call (of its stored events, when nothing was new). */
    nextRevision: number;
    /** How many of the batch's events were stored by this call (0: all of them were stored already). */
    appended: number;
  }[];
  /** The position of the last event stored by this call; null when nothing was new. */
  position: Position | null;
}

export abstract class EventStore {
  abstract append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;

  /**
   * Appends to many streams at once (bulk import). Each stream's expected revision is checked as
   * `append` checks it; events whose ids are stored already are skipped, and a batch whose events
   * are all stored already succeeds whatever its expectation (a retried import). Each stream may
   * appear once. On a concurrency error nothing of the call is stored (PostgreSQL: one statement).
   *
   * This default loops over `append` (the KurrentDB adapter uses it): not atomic across streams,
   * and reads each stream once to find the events it holds already.
   */
  async appendMany(batches: AppendBatch[]): Promise<AppendManyResult> {
    assertDistinctStreams(batches);
    const results: AppendManyResult['results'] = [];
    let position: Position | null = null;
    for (const batch of batches) {
      if (batch.events.length === 0) throw new Error(`appendMany: the batch for ${batch.streamId} has no events`);
      const existing = await this.readStream(batch.streamId);
      const storedIds = new Set(existing.map((e) => e.id));
      const fresh = batch.events.filter((e) => e.id === undefined || !storedIds.has(e.id));
      if (fresh.length === 0) {
        const mine = existing.filter((e) => batch.events.some((n) => n.id === e.id));
        results.push({ streamId: batch.streamId, nextRevision: Math.max(...mine.map((e) => e.revision)), appended: 0 });
        continue;
      }
      const appended = await this.append(batch.streamId, fresh, batch.expected);
      results.push({ streamId: batch.streamId, nextRevision: appended.nextRevision, appended: fresh.length });
      if (position === null || comparePositions(appended.position, position) > 0) position = appended.position;
    }
    return { results, position };
  }

  abstract readStream(streamId: string, fromRevision?: number): Promise<RecordedEvent[]>;
  /** Events strictly after `from`, in commit order. */
  abstract readAll(from: Position, limit: number): Promise<RecordedEvent[]>;
  /** Catch-up from `from` (exclusive), then live; the handler receives events in commit order, in batches. */
  abstract subscribeToAll(from: Position, handler: SubscriptionHandler, options?: SubscribeOptions): Subscription;
  /**
   * The position of the newest committed event visible to readers, below any transaction still
   * running: while another writer is open it can lie before an append that just returned. To wait
   * for your own write, wait for the position the append answered (read-your-writes), not this.
   */
  abstract headPosition(): Promise<Position>;
  abstract close(): Promise<void>;
}

export function assertDistinctStreams(batches: readonly AppendBatch[]): void {
  const seen = new Set<string>();
  for (const b of batches) {
    if (seen.has(b.streamId)) throw new Error(`appendMany: stream ${b.streamId} appears more than once`);
    seen.add(b.streamId);
  }
}
