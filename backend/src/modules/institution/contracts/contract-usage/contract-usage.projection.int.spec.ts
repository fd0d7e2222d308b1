/** Contract usage's own read model on real PostgreSQL: AI summaries per requester and day, note sizes through edits and deletes, message bytes per institution; a rebuild equals the live tables. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import type { NoteEvent } from '../../../discovery/library/note.js';
import type { PaperSummarized } from '../../../papers/paper.js';
import type { MessagePosted } from '../ports.js';
import { ContractUsageProjection } from './contract-usage.projection.js';

const institutionId = '0b5a3c1e-1111-4222-8333-444455556666';
const [note1, note2] = ['66666666-6666-4666-8666-000000000001', '66666666-6666-4666-8666-000000000002'];
const summary = (requestedBy: string | null): PaperSummarized => ({
  type: 'PaperSummarized',
  data: { summary: { keyFindings: [], methodology: '', impact: '', technicalLevel: '', confidence: 1, provider: 'local', model: 'm' } as never, requestedBy },
});
const message = (content: string): MessagePosted => ({
  type: 'MessagePosted',
  data: { messageId: 'm', channelId: 'c', teamId: 't', institutionId, memberId: 'mem', userId: 'ada', content, messageType: 'text', metadata: null, at: '2026-01-01T00:00:00.000Z' },
});

describe('contract-usage projection', () => {
  const testbed = useTestEventStore(10);

  test('summaries by requester, note and message sizes; rebuild = live', async () => {
    const projection = new ContractUsageProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    const s = testbed.store;
    await s.append('paper-1', [newEvent(summary('ada')), newEvent(summary('ada')), newEvent(summary(null))], 'any');
    await s.append(`note-${note1}`, [newEvent<NoteEvent>({ type: 'NoteAdded', data: { noteId: note1, paperId: 'p', authorId: 'ada', content: 'abc', at: '2026-01-01T00:00:00.000Z' } }), newEvent<NoteEvent>({ type: 'NoteEdited', data: { content: 'héllo', at: '2026-01-01T00:00:00.000Z' } })], 'any');
    await s.append(`note-${note2}`, [newEvent<NoteEvent>({ type: 'NoteAdded', data: { noteId: note2, paperId: 'p', authorId: 'ada', content: 'gone', at: '2026-01-01T00:00:00.000Z' } }), newEvent<NoteEvent>({ type: 'NoteDeleted', data: { at: '2026-01-01T00:00:00.000Z' } })], 'any');
    const last = (await s.append('channel-c', [newEvent(message('hi')), newEvent(message('there'))], 'any')).position;
    await waitForProjections(testbed.db.pool, [projection.name], last, 10_000);

    const q = (sql: string) => testbed.db.pool.query(sql).then((r) => r.rows);
    assert.deepEqual(await q('select user_id, summaries from contract_ai_summaries'), [{ user_id: 'ada', summaries: 2 }]);
    // 'héllo' is 6 UTF-8 bytes; the deleted note is gone.
    assert.deepEqual(await q('select note_id, bytes from contract_note_sizes'), [{ note_id: note1, bytes: 6 }]);
    assert.deepEqual(await q('select bytes from contract_message_bytes'), [{ bytes: 7 }]);

    await runner.stop();
    await assertRebuildEqualsLive({
      store: s,
      pool: testbed.db.pool,
      projections: [projection],
      tables: ['contract_ai_summaries', 'contract_note_sizes', 'contract_message_bytes'],
      through: last,
    });
  });
});
