/** The user aggregate: user streams run their commands through the platform's command loop. */
import {
  type Aggregate,
  type CommandResult,
  handleCommand,
} from '../../platform/event-store/aggregate.js';
import type { EventMetadata, EventStore } from '../../platform/event-store/event-store.port.js';
import { type UserCommand, decide } from './user.decider.js';
import { type UserEvent, type UserState, evolve, initialUserState, userStreamId } from './user.js';

export const userAggregate: Aggregate<UserEvent, UserState, UserCommand> = {
  streamId: userStreamId,
  initial: initialUserState,
  evolve,
  decide,
};

export function handleUserCommand(
  store: EventStore,
  userId: string,
  command: UserCommand,
  metadata: EventMetadata = {},
): Promise<CommandResult<UserState, UserEvent>> {
  return handleCommand(store, userAggregate, userId, command, metadata);
}
