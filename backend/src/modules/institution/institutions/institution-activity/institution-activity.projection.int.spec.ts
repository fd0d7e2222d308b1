/** Recent activity on real PostgreSQL: each institution's own events, newest first, naming who and what; a rebuild equals the live tables. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { describeInstitutionActivity } from '@scholarlens/contracts';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import { STORY, appendInstitutionStory } from '../testing/institution-story.js';
import { InstitutionActivityProjection } from './institution-activity.projection.js';
import { InstitutionActivityHandler, InstitutionActivityQuery } from './institution-activity.query.js';

describe('institution-activity projection', () => {
  const testbed = useTestEventStore(10);

  test('the latest events per institution; rebuild = live', async () => {
    const projection = new InstitutionActivityProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    const last = await appendInstitutionStory(testbed.store);
    await waitForProjections(testbed.db.pool, [projection.name], last, 10_000);

    const activity = await new InstitutionActivityHandler(testbed.db.pool).execute(new InstitutionActivityQuery(STORY.institutionId, 4));
    assert.deepEqual(
      activity.map((a) => [a.kind, a.actorEmail, a.subject, describeInstitutionActivity(a)]),
      [
        ['member-suspended', 'marie@demo.edu', 'ada@demo.edu', 'ada@demo.edu was suspended'],
        ['team-member-added', 'marie@demo.edu', 'ada@demo.edu', 'ada@demo.edu joined a team'],
        ['team-created', 'marie@demo.edu', 'AI Lab', 'Team AI Lab created'],
        ['invitation-revoked', 'marie@demo.edu', 'grace@demo.edu', 'Invitation of grace@demo.edu revoked'],
      ],
    );
    const other = await new InstitutionActivityHandler(testbed.db.pool).execute(new InstitutionActivityQuery(STORY.otherInstitutionId));
    assert.deepEqual(other.map((a) => a.kind), ['member-joined', 'member-invited', 'institution-created']);

    await runner.stop();
    await assertRebuildEqualsLive({ store: testbed.store, pool: testbed.db.pool, projections: [projection], tables: ['institution_activity', 'institution_activity_names'], through: last });
  });
});
