/**
 * The event store port (ARCHITECTURE §4). Adapters: PostgreSQL (default) and KurrentDB.
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
}

export abstract class EventStore {
  abstract append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  abstract readStream(streamId: string, fromRevision?: number): Promise<RecordedEvent[]>;
  /** Events strictly after `from`, in commit order. */
  abstract readAll(from: Position, limit: number): Promise<RecordedEvent[]>;
  /** Catch-up from `from` (exclusive), then live; the handler receives events in commit order, in batches. */
  abstract subscribeToAll(
    from: Position,
    handler: (events: RecordedEvent[]) => Promise<void>,
    options?: SubscribeOptions,
  ): Subscription;
  /** The position of the newest committed event visible to readers. */
  abstract headPosition(): Promise<Position>;
  abstract close(): Promise<void>;
}
