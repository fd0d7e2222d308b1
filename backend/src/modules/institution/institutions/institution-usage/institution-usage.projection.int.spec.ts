/**
 * Institution usage on real PostgreSQL: views and searches of active members only (not another
 * institution's, not anonymous, not a suspended member's), collaboration from teams and chat messages, distinct
 * active members per day; zeros for quiet days; a rebuild equals the live tables.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import { appendChannelStory } from '../../collaboration/testing/channel-story.js';
import { STORY, appendInstitutionStory } from '../testing/institution-story.js';
import { InstitutionUsageProjection } from './institution-usage.projection.js';
import { InstitutionUsageHandler, InstitutionUsageQuery, InstitutionUsageTotalsHandler, InstitutionUsageTotalsQuery } from './institution-usage.query.js';

describe('institution-usage projection', () => {
  const testbed = useTestEventStore(10);

  test("members' views, searches, collaboration and active members per day; rebuild = live", async () => {
    const projection = new InstitutionUsageProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    await appendInstitutionStory(testbed.store);
    const last = await appendChannelStory(testbed.store);
    await waitForProjections(testbed.db.pool, [projection.name], last, 10_000);

    const usage = new InstitutionUsageHandler(testbed.db.pool);
    const days = await usage.execute(new InstitutionUsageQuery(STORY.institutionId, 3, STORY.day2));
    assert.deepEqual(days, [
      { date: '2026-02-28', papersViewed: 0, searchesPerformed: 0, activeUsers: 0, collaborationEvents: 0 },
      // Ada's 2 searches; Marie and Ada active; a team created and a member added.
      { date: STORY.day1, papersViewed: 0, searchesPerformed: 2, activeUsers: 2, collaborationEvents: 2 },
      // Marie active, and her two chat messages.
      { date: STORY.day2, papersViewed: 0, searchesPerformed: 0, activeUsers: 1, collaborationEvents: 2 },
    ]);
    // Totals over a range (contract usage): sums, and members counted once however many days they were active.
    const totals = await new InstitutionUsageTotalsHandler(testbed.db.pool).execute(new InstitutionUsageTotalsQuery(STORY.institutionId, '2026-02-28', STORY.day2));
    assert.deepEqual(totals, { papersViewed: 0, searchesPerformed: 2, collaborationEvents: 4, activeMembers: 2, firstActiveDay: STORY.day1 });
    const other = await usage.execute(new InstitutionUsageQuery(STORY.otherInstitutionId, 1, STORY.day1));
    assert.deepEqual(other, [{ date: STORY.day1, papersViewed: 0, searchesPerformed: 1, activeUsers: 1, collaborationEvents: 0 }]);
    // Views count on the day they were recorded (today): Ada's 2 before her suspension, not the one after; Alan's for his institution.
    const today = new Date().toISOString().slice(0, 10);
    assert.deepEqual(await usage.execute(new InstitutionUsageQuery(STORY.institutionId, 1, today)), [
      { date: today, papersViewed: 2, searchesPerformed: 0, activeUsers: 1, collaborationEvents: 0 },
    ]);
    assert.equal((await usage.execute(new InstitutionUsageQuery(STORY.otherInstitutionId, 1, today)))[0].papersViewed, 1);

    await runner.stop();
    await assertRebuildEqualsLive({
      store: testbed.store,
      pool: testbed.db.pool,
      projections: [projection],
      tables: ['institution_usage_days', 'institution_active_members', 'institution_usage_members'],
      through: last,
      batchSize: 3,
    });
  });
});
