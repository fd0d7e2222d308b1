/**
 * The usage-counts projection on real PostgreSQL, fed by UsageRecorded events on user streams:
 * per-day features count in the UTC day of the use (midnight splits them), the others all time;
 * a feature this version does not meter and the stream's other events count nothing; two
 * projectors at once (two backend instances) count every use once. A rebuild from the first
 * event equals the live read model.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ProjectionRunner, waitForProjections } from '../../../platform/projections/projection-runner.js';
import { assertRebuildEqualsLive } from '../../../platform/projections/testing/rebuild-equality.js';
import { newEvent } from '../../../platform/projections/testing/new-event.js';
import { useTestEventStore } from '../../../platform/testing/test-event-store.js';
import { type UserSignedIn, userIdFor, userStreamId } from '../user.js';
import { UsageCountsProjection } from './usage-counts.projection.js';
import { UsageHandler, UsageQuery } from './usage.query.js';

/** A use as RecordUsage appends it (the feature is a string here: an unknown one is part of the test). */
const used = (feature: string, at: string, userId: string) => ({ type: 'UsageRecorded', data: { feature, at }, metadata: { userId } });
const signedIn = (data: UserSignedIn['data'], userId: string) => newEvent<UserSignedIn>({ type: 'UserSignedIn', data }, { userId });

describe('usage-counts projection', () => {
  const testbed = useTestEventStore(6);

  test('per-day and all-time windows, unknown features ignored, two projectors count once; rebuild = live', async () => {
    const ada = userIdFor('local', 'ada');
    const grace = userIdFor('local', 'grace');
    const usage = new UsageHandler(testbed.db.pool);
    await testbed.store.append(userStreamId(ada), [signedIn({ email: 'ada@scholarlens.local', name: 'Ada', avatar: null, role: 'user' }, ada)], 'no_stream');
    await testbed.store.append(userStreamId(grace), [signedIn({ email: 'grace@scholarlens.local', name: 'Grace', avatar: null, role: 'user' }, grace)], 'no_stream');

    // Two backend instances project usage at the same time.
    const projection = new UsageCountsProjection();
    const runners = [new ProjectionRunner(testbed.store, testbed.db.pool, [projection]), new ProjectionRunner(testbed.store, testbed.db.pool, [new UsageCountsProjection()])];
    await Promise.all(runners.map((r) => r.start()));
    try {
      // One second before and one after midnight UTC: two days.
      await testbed.store.append(userStreamId(ada), [used('aiSummary', '2026-03-01T23:59:59.000Z', ada)], 'any');
      await testbed.store.append(userStreamId(ada), [used('aiSummary', '2026-03-02T00:00:01.000Z', ada)], 'any');
      await testbed.store.append(userStreamId(ada), [used('citationExport', '2026-03-01T08:00:00.000Z', ada), used('citationExport', '2026-03-02T08:00:00.000Z', ada)], 'any');
      await testbed.store.append(userStreamId(ada), [used('privateNotes', '2026-03-02T09:30:00.000Z', ada)], 'any');
      // A feature this version does not meter (written by a newer one, or renamed since): no row.
      await testbed.store.append(userStreamId(ada), [used('teamChat', '2026-03-02T10:00:00.000Z', ada)], 'any');
      await testbed.store.append(userStreamId(grace), [used('aiSummary', '2026-03-02T09:00:00.000Z', grace)], 'any');
      // Many uses in one append (one batch), and a sign-in in between that counts nothing.
      const last = await testbed.store.append(
        userStreamId(ada),
        [
          used('aiSummary', '2026-03-02T12:00:00.000Z', ada),
          signedIn({ email: 'ada@scholarlens.local', name: 'Ada', avatar: null, role: 'user' }, ada),
          used('aiSummary', '2026-03-02T23:59:59.999Z', ada),
        ],
        'any',
      );
      await waitForProjections(testbed.db.pool, [projection.name], last.position, 10_000);

      const rows = (await testbed.db.pool.query('select user_id, feature, window_start, count from usage_counts order by user_id = $1 desc, feature, window_start', [ada])).rows;
      assert.deepEqual(rows, [
        { user_id: ada, feature: 'aiSummary', window_start: '2026-03-01', count: 1 },
        { user_id: ada, feature: 'aiSummary', window_start: '2026-03-02', count: 3 },
        { user_id: ada, feature: 'citationExport', window_start: 'all-time', count: 2 },
        { user_id: ada, feature: 'privateNotes', window_start: 'all-time', count: 1 },
        { user_id: grace, feature: 'aiSummary', window_start: '2026-03-02', count: 1 },
      ]);

      // What the entitlement check reads: the current window of each metered feature.
      const on = async (userId: string, now: string) => (await usage.execute(new UsageQuery(userId, new Date(now)))).map((u) => [u.feature, u.count]);
      assert.deepEqual(await on(ada, '2026-03-02T18:00:00.000Z'), [['aiSummary', 3], ['citationExport', 2], ['teamLibrary', 0], ['privateNotes', 1]]);
      assert.deepEqual(await on(ada, '2026-03-01T18:00:00.000Z'), [['aiSummary', 1], ['citationExport', 2], ['teamLibrary', 0], ['privateNotes', 1]]);
      assert.deepEqual(await on(ada, '2026-03-03T00:00:00.000Z'), [['aiSummary', 0], ['citationExport', 2], ['teamLibrary', 0], ['privateNotes', 1]]);
      assert.deepEqual(await on(grace, '2026-03-02T18:00:00.000Z'), [['aiSummary', 1], ['citationExport', 0], ['teamLibrary', 0], ['privateNotes', 0]]);
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }

    await assertRebuildEqualsLive({ store: testbed.store, pool: testbed.db.pool, projections: [projection], tables: ['usage_counts'] });
  });
});
