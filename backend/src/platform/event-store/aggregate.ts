/**
 * Runs a command against one stream of an aggregate (docs/ARCHITECTURE.md §3): read, fold,
 * decide, append with the expected revision. A concurrent write makes it decide again on the fresh
 * state, a few times, unless the aggregate says a conflict must be refused (HTTP 409).
 */
import {
  type EventMetadata,
  type EventStore,
  type Position,
  WrongExpectedRevisionError,
} from './event-store.port.js';

/** One aggregate: its stream, its fold (`<aggregate>.ts`) and its decider (`<aggregate>.decider.ts`). */
export interface Aggregate<E extends { type: string; data: object }, S, C> {
  streamId(id: string): string;
  initial: S;
  evolve(state: S, event: E): S;
  decide(command: C, state: S): E[];
  /**
   * What a concurrent write to the stream means. `decide-again` (the default): decide on the fresh
   * state, as most commands (a sign-in, a job's progress) mean the same whatever came first.
   * `refuse`: answer a conflict, for state one person edits (a note), where deciding again would
   * silently overwrite the other write.
   */
  conflicts?: 'decide-again' | 'refuse';
}

export interface CommandResult<S, E> {
  state: S;
  events: E[];
  /** Where the new events are, for read-your-writes; null when the command changed nothing. */
  position: Position | null;
}

const ATTEMPTS = 5;

export async function loadAggregate<E extends { type: string; data: object }, S, C>(
  store: EventStore,
  aggregate: Aggregate<E, S, C>,
  id: string,
): Promise<{ state: S; revision: number | null }> {
  const events = await store.readStream(aggregate.streamId(id));
  const state = events.reduce((s, e) => aggregate.evolve(s, { type: e.type, data: e.data } as unknown as E), aggregate.initial);
  return { state, revision: events.length ? events[events.length - 1].revision : null };
}

export async function handleCommand<E extends { type: string; data: object }, S, C>(
  store: EventStore,
  aggregate: Aggregate<E, S, C>,
  id: string,
  command: C,
  metadata: EventMetadata = {},
): Promise<CommandResult<S, E>> {
  const attempts = aggregate.conflicts === 'refuse' ? 1 : ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    const { state, revision } = await loadAggregate(store, aggregate, id);
    const events = aggregate.decide(command, state);
    if (events.length === 0) return { state, events, position: null };
    try {
      const result = await store.append(
        aggregate.streamId(id),
        events.map((e) => ({ type: e.type, data: e.data as Record<string, unknown>, metadata })),
        revision ?? 'no_stream',
      );
      return { state: events.reduce(aggregate.evolve, state), events, position: result.position };
    } catch (err) {
      if (!(err instanceof WrongExpectedRevisionError) || attempt >= attempts) throw err;
    }
  }
}

/** Positions hold bigints; job results and Redis need JSON. */
export type SerializedPosition = { commit: string; prepare: string };
export const serializePosition = (p: Position | null): SerializedPosition | null =>
  p ? { commit: p.commit.toString(), prepare: p.prepare.toString() } : null;
export const deserializePosition = (p: SerializedPosition | null | undefined): Position | null =>
  p ? { commit: BigInt(p.commit), prepare: BigInt(p.prepare) } : null;
