/**
 * The reading-activity read model on real PostgreSQL: a row per view by a signed-in user and per
 * citation export, none for anonymous views or other metered uses; a rebuild equals the live table.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import type { UsageRecorded } from '../../../accounts/user.js';
import type { PaperViewed } from '../../../papers/paper.js';
import { paperIdFor } from '../ports.js';
import { ReadingActivityProjection } from './reading-activity.projection.js';

describe('reading-activity projection', () => {
  const testbed = useTestEventStore(5);

  test('views by signed-in users and citation exports, with when; rebuild = live', async () => {
    const projection = new ReadingActivityProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    const view: PaperViewed = { type: 'PaperViewed', data: {} };
    await testbed.store.append('paper-2606.00001', [newEvent(view, { userId: 'u-ada' }), newEvent(view)], 'any');
    await testbed.store.append('paper-2606.00002', [newEvent(view, { userId: 'u-marie' })], 'any');
    const used = (feature: UsageRecorded['data']['feature']): UsageRecorded => ({ type: 'UsageRecorded', data: { feature, at: '2026-06-02T10:00:00.000Z' } });
    const { position: last } = await testbed.store.append('user-u-ada', [newEvent(used('citationExport')), newEvent(used('aiSummary'))], 'any');
    await waitForProjections(testbed.db.pool, [projection.name], last, 10_000);

    const { rows } = await testbed.db.pool.query<{ user_id: string; kind: string; paper_id: string | null; at: Date }>(
      'select user_id, kind, paper_id, at from reading_activity order by user_id, kind',
    );
    assert.deepEqual(
      rows.map((r) => [r.user_id, r.kind, r.paper_id]),
      [
        ['u-ada', 'citation_export', null],
        ['u-ada', 'view', paperIdFor('2606.00001')],
        ['u-marie', 'view', paperIdFor('2606.00002')],
      ],
    );
    assert.equal(rows[0].at.toISOString(), '2026-06-02T10:00:00.000Z', 'an export is dated by its event');

    await runner.stop();
    await assertRebuildEqualsLive({ store: testbed.store, pool: testbed.db.pool, projections: [projection], tables: ['reading_activity'], through: last });
  });
});
