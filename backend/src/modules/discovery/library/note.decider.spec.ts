import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDomainError } from '../../../platform/domain/domain-error.js';
import { type NoteCommand, decide } from './note.decider.js';
import { type NoteEvent, evolve, initialNoteState } from './note.js';

const noteId = '6f1c0c8e-3b5a-4d2f-9a37-1d2e3f4a5b6c';
const added: NoteEvent = {
  type: 'NoteAdded',
  data: { noteId, paperId: '2406.01234', authorId: 'ada', content: 'Read section 3', at: '2026-03-01T10:00:00.000Z' },
};

/** given events / when command / then events */
function given(...events: NoteEvent[]) {
  const state = events.reduce(evolve, initialNoteState);
  return { when: (command: NoteCommand) => decide(command, state) };
}

describe('note decider', () => {
  it('adds a note with its content trimmed', () => {
    assert.deepEqual(given().when({ type: 'AddNote', data: { ...added.data, content: '  Read section 3 \n', stored: 'Read section 3' } }), [added]);
  });

  it('stores the content in the form the handler gives (sealed while the institution encrypts)', () => {
    const sealed = 'sealed:v1:k1:AAAA';
    assert.deepEqual(given().when({ type: 'AddNote', data: { ...added.data, stored: sealed } }), [{ ...added, data: { ...added.data, content: sealed } }]);
    assert.deepEqual(given(added).when({ type: 'EditNote', data: { authorId: 'ada', content: 'Read section 4', stored: sealed, at: 'x' } }), [
      { type: 'NoteEdited', data: { content: sealed, at: 'x' } },
    ]);
  });

  it('refuses blank content with 400 naming the field', () => {
    assert.throws(() => given().when({ type: 'AddNote', data: { ...added.data, content: ' \n\t ', stored: '' } }), (err: unknown) => isDomainError('invalid')(err) && /^content:/.test((err as Error).message));
    assert.throws(() => given(added).when({ type: 'EditNote', data: { authorId: 'ada', content: '   ', stored: '', at: 'x' } }), isDomainError('invalid'));
  });

  it('edits the author’s note; the same content again decides nothing', () => {
    const at = '2026-03-01T11:00:00.000Z';
    assert.deepEqual(given(added).when({ type: 'EditNote', data: { authorId: 'ada', content: 'Read section 4', stored: 'Read section 4', at } }), [
      { type: 'NoteEdited', data: { content: 'Read section 4', at } },
    ]);
    assert.deepEqual(given(added).when({ type: 'EditNote', data: { authorId: 'ada', content: ' Read section 3 ', stored: 'Read section 3', at } }), []);
  });

  it('another user’s note, an unknown note and a deleted note are 404', () => {
    assert.throws(() => given(added).when({ type: 'EditNote', data: { authorId: 'marie', content: 'mine now', stored: 'mine now', at: 'x' } }), isDomainError('not-found'));
    assert.throws(() => given(added).when({ type: 'DeleteNote', data: { authorId: 'marie', at: 'x' } }), isDomainError('not-found'));
    assert.throws(() => given().when({ type: 'DeleteNote', data: { authorId: 'ada', at: 'x' } }), isDomainError('not-found'));
    const deleted: NoteEvent = { type: 'NoteDeleted', data: { at: 'x' } };
    assert.throws(() => given(added, deleted).when({ type: 'EditNote', data: { authorId: 'ada', content: 'again', stored: 'again', at: 'y' } }), isDomainError('not-found'));
  });

  it('deletes the author’s note', () => {
    assert.deepEqual(given(added).when({ type: 'DeleteNote', data: { authorId: 'ada', at: 'z' } }), [{ type: 'NoteDeleted', data: { at: 'z' } }]);
  });

  it('evolve keeps createdAt and moves updatedAt on edits (the "edited" marker)', () => {
    const state = [added, { type: 'NoteEdited', data: { content: 'v2', at: '2026-03-02T00:00:00.000Z' } } as NoteEvent].reduce(evolve, initialNoteState);
    assert.equal(state.status, 'active');
    if (state.status === 'active') {
      assert.equal(state.createdAt, added.data.at);
      assert.equal(state.updatedAt, '2026-03-02T00:00:00.000Z');
    }
  });
});
