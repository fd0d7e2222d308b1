/**
 * The notes projection on real PostgreSQL: notes added, edited and deleted through the note
 * streams (the same helper the command handlers use) give one row per live note with createdAt
 * kept and updatedAt moved; a rebuild equals the live read model.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { noteAggregate } from '../note.decider.js';
import { NotesByPaperProjection } from './notes-by-paper.projection.js';
import { ContentSealing } from '../../../../platform/sealing/content-sealing.js';
import { NotesByPaperHandler, NotesByPaperQuery } from './notes-by-paper.query.js';

describe('notes-by-paper projection', () => {
  const testbed = useTestEventStore(10);

  test('add, edit, delete; private per author; rebuild = live', async () => {
    const projection = new NotesByPaperProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    const notes = new NotesByPaperHandler(testbed.db.pool, new ContentSealing());
    const paper = '2606.32040';
    const [n1, n2, n3] = [randomUUID(), randomUUID(), randomUUID()];
    const add = (noteId: string, authorId: string, content: string, at: string) =>
      handleCommand(testbed.store, noteAggregate, noteId, { type: 'AddNote', data: { noteId, paperId: paper, authorId, content, stored: content, at } }, { userId: authorId });
    await add(n1, 'ada', 'first', '2026-03-01T10:00:00.000Z');
    await add(n2, 'ada', 'second', '2026-03-01T11:00:00.000Z');
    await add(n3, 'marie', 'hers', '2026-03-01T12:00:00.000Z');
    await handleCommand(testbed.store, noteAggregate, n2, { type: 'EditNote', data: { authorId: 'ada', content: 'second, edited', stored: 'second, edited', at: '2026-03-02T09:00:00.000Z' } }, {});
    const last = await handleCommand(testbed.store, noteAggregate, n1, { type: 'DeleteNote', data: { authorId: 'ada', at: '2026-03-02T10:00:00.000Z' } }, {});
    await waitForProjections(testbed.db.pool, [projection.name], last.position!, 10_000);

    const ada = await notes.execute(new NotesByPaperQuery('ada', paper));
    assert.deepEqual(ada.map((n) => [n.id, n.content, n.createdAt, n.updatedAt]), [[n2, 'second, edited', '2026-03-01T11:00:00.000Z', '2026-03-02T09:00:00.000Z']]);
    assert.deepEqual((await notes.execute(new NotesByPaperQuery('marie', paper))).map((n) => n.content), ['hers']);

    await runner.stop();
    await assertRebuildEqualsLive({ store: testbed.store, pool: testbed.db.pool, projections: [projection], tables: ['notes'], through: last.position! });
  });
});
