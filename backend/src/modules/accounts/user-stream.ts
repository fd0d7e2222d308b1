/**
 * Runs a command against one user stream: read, fold, decide, append with the expected revision.
 * A concurrent write to the same stream (WrongExpectedRevisionError) makes it decide again on the
 * fresh state, a few times, before the conflict reaches the caller as HTTP 409.
 */
import {
  type EventMetadata,
  type EventStore,
  type Position,
  WrongExpectedRevisionError,
} from '../../platform/event-store/event-store.port.js';
import { type UserCommand, decide } from './user.decider.js';
import { type UserEvent, type UserState, evolve, initialUserState, userStreamId } from './user.js';

const ATTEMPTS = 5;

export interface UserCommandResult {
  /** The state after the command. */
  state: UserState;
  /** Where the new events are, for read-your-writes; null when the command changed nothing. */
  position: Position | null;
}

export async function loadUser(store: EventStore, userId: string): Promise<{ state: UserState; revision: number | null }> {
  const events = await store.readStream(userStreamId(userId));
  const state = events.reduce((s, e) => evolve(s, e as unknown as UserEvent), initialUserState);
  return { state, revision: events.length ? events[events.length - 1].revision : null };
}

export async function handleUserCommand(
  store: EventStore,
  userId: string,
  command: UserCommand,
  metadata: EventMetadata = {},
): Promise<UserCommandResult> {
  for (let attempt = 1; ; attempt++) {
    const { state, revision } = await loadUser(store, userId);
    const events = decide(command, state);
    if (events.length === 0) return { state, position: null };
    try {
      const result = await store.append(
        userStreamId(userId),
        events.map((e) => ({ type: e.type, data: e.data, metadata })),
        revision ?? 'no_stream',
      );
      return { state: events.reduce(evolve, state), position: result.position };
    } catch (err) {
      if (!(err instanceof WrongExpectedRevisionError) || attempt >= ATTEMPTS) throw err;
    }
  }
}
