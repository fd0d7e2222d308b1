/**
 * The note aggregate. A note is edited by one person, so a concurrent write is reported as a
 * conflict (HTTP 409) rather than silently decided again on the other write's result.
 */
import { type Aggregate, type CommandResult, handleCommand } from '../../platform/event-store/aggregate.js';
import type { EventMetadata, EventStore } from '../../platform/event-store/event-store.port.js';
import { type NoteCommand, decide } from './note.decider.js';
import { type NoteEvent, type NoteState, evolve, initialNoteState, noteStreamId } from './note.js';

export const noteAggregate: Aggregate<NoteEvent, NoteState, NoteCommand> = {
  streamId: noteStreamId,
  initial: initialNoteState,
  evolve,
  decide,
};

export function handleNoteCommand(
  store: EventStore,
  noteId: string,
  command: NoteCommand,
  metadata: EventMetadata,
): Promise<CommandResult<NoteState, NoteEvent>> {
  return handleCommand(store, noteAggregate, noteId, command, metadata, 1);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isNoteId = (id: string) => UUID.test(id);
