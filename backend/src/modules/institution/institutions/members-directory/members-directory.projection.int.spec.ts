/**
 * The member directory on real PostgreSQL: institutions with their edits; members invited, joined,
 * revoked, suspended; lastActiveAt from joining and MemberWasActive; a rebuild equals the live tables.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import { STORY, appendInstitutionStory } from '../testing/institution-story.js';
import { MembersDirectoryProjection } from './members-directory.projection.js';
import {
  InstitutionRecordHandler,
  InstitutionRecordQuery,
  InstitutionUsersHandler,
  InstitutionUsersQuery,
  MembershipOfUserHandler,
  MembershipOfUserQuery,
} from './members-directory.query.js';

describe('members-directory projection', () => {
  const testbed = useTestEventStore(10);

  test('institutions and members; rebuild = live', async () => {
    const projection = new MembersDirectoryProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    const last = await appendInstitutionStory(testbed.store);
    await waitForProjections(testbed.db.pool, [projection.name], last, 10_000);

    const record = await new InstitutionRecordHandler(testbed.db.pool).execute(new InstitutionRecordQuery(STORY.institutionId));
    assert.deepEqual(
      [record?.name, record?.tier, record?.maxUsers, record?.ssoEnabled, record?.activeUsers, record?.pendingUsers, record?.adminEmails],
      ['Demo University', 'enterprise', 20, true, 1, 0, ['marie@demo.edu']],
    );
    const users = await new InstitutionUsersHandler(testbed.db.pool).execute(new InstitutionUsersQuery(STORY.institutionId));
    assert.deepEqual(
      users.map((u) => [u.email, u.role, u.status, u.department, u.joinedAt, u.lastActiveAt]),
      [
        ['marie@demo.edu', 'admin', 'active', null, '2026-03-01T09:00:00.000Z', '2026-03-02T09:00:00.000Z'],
        ['ada@demo.edu', 'researcher', 'suspended', 'Maths', '2026-03-01T10:00:00.000Z', '2026-03-01T10:00:00.000Z'],
      ],
    );
    const membership = await new MembershipOfUserHandler(testbed.db.pool).execute(new MembershipOfUserQuery('u-alan'));
    assert.equal(membership?.institutionId, STORY.otherInstitutionId);

    await runner.stop();
    await assertRebuildEqualsLive({ store: testbed.store, pool: testbed.db.pool, projections: [projection], tables: ['institutions', 'institution_members'], through: last });
  });
});
