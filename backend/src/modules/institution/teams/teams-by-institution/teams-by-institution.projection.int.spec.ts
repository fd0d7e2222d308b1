/** The teams read model on real PostgreSQL: teams with their creator as admin and added members; a rebuild equals the live tables. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import { STORY, appendInstitutionStory } from '../../institutions/testing/institution-story.js';
import { TeamsByInstitutionProjection } from './teams-by-institution.projection.js';
import { TeamCountsHandler, TeamCountsQuery, TeamsOfInstitutionHandler, TeamsOfInstitutionQuery } from './teams-by-institution.query.js';

describe('teams-by-institution projection', () => {
  const testbed = useTestEventStore(10);

  test('teams and members; rebuild = live', async () => {
    const projection = new TeamsByInstitutionProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    const last = await appendInstitutionStory(testbed.store);
    await waitForProjections(testbed.db.pool, [projection.name], last, 10_000);

    const teams = await new TeamsOfInstitutionHandler(testbed.db.pool).execute(new TeamsOfInstitutionQuery(STORY.institutionId));
    assert.deepEqual(teams.map((t) => [t.id, t.name, t.department, t.isPublic, t.maxMembers, t.memberCount]), [[STORY.teamId, 'AI Lab', 'CS', true, 50, 2]]);
    assert.deepEqual(await new TeamsOfInstitutionHandler(testbed.db.pool).execute(new TeamsOfInstitutionQuery(STORY.otherInstitutionId)), []);
    assert.deepEqual([...(await new TeamCountsHandler(testbed.db.pool).execute(new TeamCountsQuery()))], [[STORY.institutionId, 1]]);

    await runner.stop();
    await assertRebuildEqualsLive({ store: testbed.store, pool: testbed.db.pool, projections: [projection], tables: ['research_teams', 'research_team_members'], through: last });
  });
});
