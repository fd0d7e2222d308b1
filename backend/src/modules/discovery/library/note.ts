/** The note aggregate (stream `note-<uuid>`): a private note of one user on one paper. Its events, state and fold. */
import type { Note } from '@scholarlens/contracts';
import { type OpenedText, protectionOf } from '../../../platform/sealing/content-sealing.js';

export type NoteAdded = { type: 'NoteAdded'; data: { noteId: string; paperId: string; authorId: string; content: string; at: string } };
export type NoteEdited = { type: 'NoteEdited'; data: { content: string; at: string } };
export type NoteDeleted = { type: 'NoteDeleted'; data: { at: string } };
export type NoteEvent = NoteAdded | NoteEdited | NoteDeleted;
export const NOTE_EVENT_TYPES = ['NoteAdded', 'NoteEdited', 'NoteDeleted'] as const;

export type NoteState =
  | { status: 'unknown' }
  | { status: 'active'; noteId: string; paperId: string; authorId: string; content: string; createdAt: string; updatedAt: string }
  | { status: 'deleted'; noteId: string; paperId: string; authorId: string };

export const initialNoteState: NoteState = { status: 'unknown' };

/**
 * The note as a command left it, which is what the command answers: not the read model's row,
 * which may lag behind (a busy machine outlasting the read-your-writes wait) or already hold a
 * later writer's text. `shown`: its content as the author reads it (opened when stored sealed).
 */
export function noteAnswer(state: Extract<NoteState, { status: 'active' }>, shown: OpenedText): Note {
  return { id: state.noteId, paperId: state.paperId, content: shown.text, createdAt: state.createdAt, updatedAt: state.updatedAt, protection: protectionOf(shown) };
}

export function evolve(state: NoteState, event: NoteEvent): NoteState {
  switch (event.type) {
    case 'NoteAdded': {
      const { noteId, paperId, authorId, content, at } = event.data;
      return { status: 'active', noteId, paperId, authorId, content, createdAt: at, updatedAt: at };
    }
    case 'NoteEdited':
      return state.status === 'active' ? { ...state, content: event.data.content, updatedAt: event.data.at } : state;
    case 'NoteDeleted':
      return state.status === 'active' ? { status: 'deleted', noteId: state.noteId, paperId: state.paperId, authorId: state.authorId } : state;
  }
}

export function noteStreamId(noteId: string): string {
  return `note-${noteId}`;
}

export function noteIdOfStream(streamId: string): string | null {
  return streamId.startsWith('note-') ? streamId.slice('note-'.length) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Note ids are UUIDs: anything else names no note (404) without reading a stream. */
export const isNoteId = (id: string) => UUID.test(id);
