/** What each command on a note decides (pure: no I/O, no clock). Another user's note does not exist for the caller (404). */
import { LIBRARY_MESSAGES, NOTE_LIMITS } from '@scholarlens/contracts';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { trimmedText } from '../../../platform/domain/trimmed-text.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import { type NoteEvent, type NoteState, evolve, initialNoteState, noteStreamId } from './note.js';

/**
 * `content` as typed, which the decider checks; `stored`, the checked content as the event keeps it:
 * the same text, or sealed under the author's institution's key while it encrypts its data
 * (platform/sealing; the handler seals, as sealing needs a key and randomness).
 */
export type AddNote = { type: 'AddNote'; data: { noteId: string; paperId: string; authorId: string; content: string; stored: string; at: string } };
export type EditNote = { type: 'EditNote'; data: { authorId: string; content: string; stored: string; at: string } };
export type DeleteNote = { type: 'DeleteNote'; data: { authorId: string; at: string } };
export type NoteCommand = AddNote | EditNote | DeleteNote;

/** Content as stored: trimmed; blank or too long is a 400 naming the field (spec core §5). */
export const noteContent = (content: string): string => trimmedText('content', content, NOTE_LIMITS.contentMaxLength);

const notFound = () => new DomainError('not-found', LIBRARY_MESSAGES.noteNotFound);

export function decide(command: NoteCommand, state: NoteState): NoteEvent[] {
  switch (command.type) {
    case 'AddNote': {
      if (state.status !== 'unknown') throw new DomainError('conflict', 'A note with this id exists already');
      noteContent(command.data.content);
      const { noteId, paperId, authorId, stored, at } = command.data;
      return [{ type: 'NoteAdded', data: { noteId, paperId, authorId, content: stored, at } }];
    }
    case 'EditNote': {
      if (state.status !== 'active' || state.authorId !== command.data.authorId) throw notFound();
      // Sealed text differs each time, so only a note stored as plain text can be seen to be unchanged.
      if (noteContent(command.data.content) === state.content) return [];
      return [{ type: 'NoteEdited', data: { content: command.data.stored, at: command.data.at } }];
    }
    case 'DeleteNote': {
      if (state.status !== 'active' || state.authorId !== command.data.authorId) throw notFound();
      return [{ type: 'NoteDeleted', data: { at: command.data.at } }];
    }
  }
}

/** A note is edited by one person: a concurrent write is a conflict, not decided again on the other write's result. */
export const noteAggregate: Aggregate<NoteEvent, NoteState, NoteCommand> = {
  streamId: noteStreamId,
  initial: initialNoteState,
  evolve,
  decide,
  conflicts: 'refuse',
};
