/** The team library projection on real PostgreSQL: each team's papers, newest first; a rebuild equals the live read model. */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import { teamLibraryAggregate } from '../team-library.decider.js';
import { TeamLibraryProjection } from './team-library.projection.js';
import { TeamLibraryHandler, TeamLibraryQuery } from './team-library.query.js';

describe('team-library projection', () => {
  const testbed = useTestEventStore(10);

  test('papers per team, newest first; rebuild = live', async () => {
    const projection = new TeamLibraryProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    const [lab, other, member] = [randomUUID(), randomUUID(), randomUUID()];
    const add = (teamId: string, paperId: string, at: string, messageId: string | null = null) =>
      handleCommand(testbed.store, teamLibraryAggregate, teamId, {
        type: 'AddToTeamLibrary',
        data: { teamId, institutionId: randomUUID(), paperId, title: `Title ${paperId}`, note: messageId ? null : 'a note', source: messageId ? 'chat' : 'paper', messageId, memberId: member, userId: 'u1', at, role: 'member' },
      });
    await add(lab, 'p1', '2026-03-01T10:00:00.000Z');
    await add(other, 'p1', '2026-03-01T10:30:00.000Z');
    const last = await add(lab, 'p2', '2026-03-01T11:00:00.000Z', randomUUID());
    await waitForProjections(testbed.db.pool, [projection.name], last.position!, 10_000);

    const papers = await new TeamLibraryHandler(testbed.db.pool).execute(new TeamLibraryQuery(lab));
    assert.deepEqual(papers.map((p) => [p.paperId, p.source, p.note, p.addedBy.name]), [
      ['p2', 'chat', null, '—'],
      ['p1', 'paper', 'a note', '—'],
    ]);

    await runner.stop();
    await assertRebuildEqualsLive({ store: testbed.store, pool: testbed.db.pool, projections: [projection], tables: ['team_library_papers'], through: last.position! });
  });
});
