/**
 * The users projection on real PostgreSQL, fed by user-stream events appended to the store as the
 * sign-in and plan commands append them: a first sign-in creates the row (a demo account's seed
 * plan with it), a later one refreshes profile and role but keeps plan and creation time, a plan
 * change moves the plan; usage events are not the users read model's business. A rebuild from
 * the first event equals the live read model.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ProjectionRunner, waitForProjections } from '../../../platform/projections/projection-runner.js';
import { assertRebuildEqualsLive } from '../../../platform/projections/testing/rebuild-equality.js';
import { newEvent } from '../../../platform/projections/testing/new-event.js';
import { useTestEventStore } from '../../../platform/testing/test-event-store.js';
import { type PlanChanged, type UsageRecorded, type UserSignedIn, userIdFor, userStreamId } from '../user.js';
import { UserByIdHandler, UserByIdQuery } from './user-by-id.query.js';
import { UsersProjection } from './users.projection.js';

const signedIn = (data: UserSignedIn['data'], userId: string) => newEvent<UserSignedIn>({ type: 'UserSignedIn', data }, { userId, ip: '203.0.113.7' });
const planChanged = (data: PlanChanged['data'], userId: string) => newEvent<PlanChanged>({ type: 'PlanChanged', data }, { userId });
const usage = (data: UsageRecorded['data'], userId: string) => newEvent<UsageRecorded>({ type: 'UsageRecorded', data }, { userId });

describe('users projection', () => {
  const testbed = useTestEventStore();

  test('first sign-in creates, later sign-ins refresh the profile, plan changes move the plan; rebuild = live', async () => {
    const ada = userIdFor('local', 'ada');
    const grace = userIdFor('https://accounts.google.com', '1093847561029384756');
    const users = new UserByIdHandler(testbed.db.pool);

    // Before the projector runs (it catches up): a demo account's first sign-in with its seed plan, and a plain one.
    await testbed.store.append(
      userStreamId(ada),
      [
        signedIn({ email: 'ada@scholarlens.local', name: 'Ada Lovelace', avatar: null, role: 'user' }, ada),
        planChanged({ plan: 'pro', changedBy: 'seed' }, ada),
      ],
      'no_stream',
    );
    await testbed.store.append(
      userStreamId(grace),
      [signedIn({ email: 'grace@navy.example', name: 'Grace Hopper', avatar: 'https://lh3.example/grace.png', role: 'admin' }, grace)],
      'no_stream',
    );

    const projection = new UsersProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    try {
      // Live: Ada signs in again with a new name and picture, and has become an admin; she moves Grace to the team plan.
      await testbed.store.append(
        userStreamId(ada),
        [signedIn({ email: 'ada@scholarlens.local', name: 'Ada King', avatar: 'https://lh3.example/ada.png', role: 'admin' }, ada)],
        1,
      );
      await testbed.store.append(userStreamId(grace), [planChanged({ plan: 'team', changedBy: ada }, ada)], 0);
      // Usage is recorded on the user stream too; it changes nothing here.
      const last = await testbed.store.append(userStreamId(ada), [usage({ feature: 'aiSummary', at: '2026-03-01T10:00:00.000Z' }, ada)], 2);
      await waitForProjections(testbed.db.pool, [projection.name], last.position, 10_000);

      assert.deepEqual(await users.execute(new UserByIdQuery(ada)), {
        id: ada,
        name: 'Ada King',
        email: 'ada@scholarlens.local',
        avatar: 'https://lh3.example/ada.png',
        plan: 'pro',
        role: 'admin',
      });
      assert.deepEqual(await users.execute(new UserByIdQuery(grace)), {
        id: grace,
        name: 'Grace Hopper',
        email: 'grace@navy.example',
        avatar: 'https://lh3.example/grace.png',
        plan: 'team',
        role: 'admin',
      });
      assert.equal(await users.execute(new UserByIdQuery(userIdFor('local', 'nobody'))), null);

      // Creation time is the first sign-in's; updated_at the last event that changed the row (not the usage event).
      const adaEvents = await testbed.store.readStream(userStreamId(ada));
      const graceEvents = await testbed.store.readStream(userStreamId(grace));
      const rows = (await testbed.db.pool.query<{ id: string; created_at: Date; updated_at: Date }>('select id, created_at, updated_at from users order by email')).rows;
      assert.deepEqual(rows, [
        { id: ada, created_at: adaEvents[0].recordedAt, updated_at: adaEvents[2].recordedAt },
        { id: grace, created_at: graceEvents[0].recordedAt, updated_at: graceEvents[1].recordedAt },
      ]);
    } finally {
      await runner.stop();
    }

    await assertRebuildEqualsLive({ store: testbed.store, pool: testbed.db.pool, projections: [projection], tables: ['users'] });
  });
});
