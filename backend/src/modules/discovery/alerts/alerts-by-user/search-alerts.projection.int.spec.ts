/**
 * The search alerts projection on real PostgreSQL: alerts created, changed and deleted, their
 * matches, a digest and the bell's "seen" give the alerts list and the inbox the API answers; a
 * rebuild equals the live read model.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import { type SearchAlertCommand, searchAlertsAggregate } from '../search-alerts.decider.js';
import { SearchAlertsProjection } from './search-alerts.projection.js';
import { AlertInboxHandler, AlertInboxQuery, SearchAlertsOfUserHandler, SearchAlertsOfUserQuery } from './search-alerts.query.js';

describe('search-alerts projection', () => {
  const testbed = useTestEventStore(10);

  test('alerts, matches, deliveries and seen; rebuild = live', async () => {
    const projection = new SearchAlertsProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    const run = (command: SearchAlertCommand) => handleCommand(testbed.store, searchAlertsAggregate, 'grace', command, { userId: 'grace' });
    const create = (alertId: string, query: string, at: string) => run({ type: 'CreateAlert', data: { alertId, query, category: null, frequency: 'daily', at, limit: 5 } });
    await create('a1', 'quantum', '2026-03-01T10:00:00.000Z');
    await create('a2', 'graphene', '2026-03-01T11:00:00.000Z');
    await create('a3', 'gone', '2026-03-01T12:00:00.000Z');
    await run({ type: 'ChangeFrequency', data: { alertId: 'a2', frequency: 'weekly', at: '2026-03-02T00:00:00.000Z' } });
    await run({ type: 'RecordMatches', data: { alertId: 'a1', paperIds: ['p1', 'p2'], at: '2026-03-02T10:00:00.000Z' } });
    await run({ type: 'RecordMatches', data: { alertId: 'a3', paperIds: ['p9'], at: '2026-03-02T10:00:00.000Z' } });
    await run({ type: 'DeleteAlert', data: { alertId: 'a3', at: '2026-03-02T11:00:00.000Z' } });
    await run({ type: 'MarkSeen', data: { at: '2026-03-02T12:00:00.000Z' } });
    await run({ type: 'RecordMatches', data: { alertId: 'a2', paperIds: ['p3'], at: '2026-03-03T10:00:00.000Z' } });
    const last = await run({
      type: 'RecordDelivery',
      data: { deliveries: [{ alertId: 'a1', paperIds: ['p1', 'p2'] }], to: 'grace@x', transport: 'outbox', messageId: 'm1', at: '2026-03-03T11:00:00.000Z' },
    });
    await waitForProjections(testbed.db.pool, [projection.name], last.position!, 10_000);

    const alerts = await new SearchAlertsOfUserHandler(testbed.db.pool).execute(new SearchAlertsOfUserQuery('grace'));
    assert.deepEqual(alerts.map((a) => [a.id, a.frequency, a.matched, a.pending, a.lastDeliveredAt]), [
      ['a1', 'daily', 2, 0, '2026-03-03T11:00:00.000Z'],
      ['a2', 'weekly', 1, 1, null],
    ]);
    const inbox = await new AlertInboxHandler(testbed.db.pool).execute(new AlertInboxQuery('grace'));
    assert.equal(inbox.unread, 1, 'only the match after the bell was opened');
    assert.deepEqual(inbox.items.map((i) => [i.paperId, i.unread, i.deliveredAt !== null]), [
      ['p3', true, false],
      ['p1', false, true],
      ['p2', false, true],
    ]);

    await runner.stop();
    await assertRebuildEqualsLive({
      store: testbed.store,
      pool: testbed.db.pool,
      projections: [projection],
      tables: ['search_alerts', 'search_alert_matches', 'search_alert_readers'],
      through: last.position!,
    });
  });
});
