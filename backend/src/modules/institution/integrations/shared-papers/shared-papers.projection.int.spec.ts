/** The papers an institution's teams share, on real PostgreSQL: chat paper shares (not other messages) and team library additions, each once; a rebuild equals the live table. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Position } from '../../../../platform/event-store/event-store.port.js';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import type { MessagePosted, TeamLibraryPaperAdded } from '../ports.js';
import { SharedPapersProjection } from './shared-papers.projection.js';

const inst = '0b5a3c1e-1111-4222-8333-444455556666';
const team = '77777777-7777-4777-8777-000000000001';
const message = (messageId: string, paperId: string | null): MessagePosted => ({
  type: 'MessagePosted',
  data: {
    messageId,
    channelId: '77777777-7777-4777-8777-000000000002',
    teamId: team,
    institutionId: inst,
    memberId: 'm1',
    userId: 'u1',
    content: 'look',
    messageType: paperId ? 'paper_share' : 'text',
    metadata: paperId ? { paperId, paperTitle: `Title of ${paperId}` } : null,
    at: '2026-01-01T00:00:00.000Z',
  },
});
const added = (paperId: string): TeamLibraryPaperAdded => ({
  type: 'TeamLibraryPaperAdded',
  data: { teamId: team, institutionId: inst, paperId, title: `Title of ${paperId}`, note: null, source: 'paper', messageId: null, memberId: 'm1', userId: 'u1', at: '2026-01-02T00:00:00.000Z' },
});

describe('integration-shared-papers projection', () => {
  const testbed = useTestEventStore(10);

  test('chat shares and library additions, each once; rebuild = live', async () => {
    const projection = new SharedPapersProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    const append = async (stream: string, events: (MessagePosted | TeamLibraryPaperAdded)[]): Promise<Position> =>
      (await testbed.store.append(stream, events.map((e) => newEvent(e)), 'any')).position;
    await append('channel-a', [message('a1', 'p1'), message('a2', null), message('a3', 'p1')]);
    const last = await append(`team-library-${team}`, [added('p1'), added('p2')]);
    await waitForProjections(testbed.db.pool, [projection.name], last, 10_000);
    const { rows } = await testbed.db.pool.query('select paper_id, source from integration_shared_papers order by paper_id, source');
    assert.deepEqual(rows, [{ paper_id: 'p1', source: 'chat' }, { paper_id: 'p1', source: 'library' }, { paper_id: 'p2', source: 'library' }]);
    await runner.stop();
    await assertRebuildEqualsLive({ store: testbed.store, pool: testbed.db.pool, projections: [projection], tables: ['integration_shared_papers'], through: last });
  });
});
