/**
 * Alerts on real PostgreSQL: the security-violation rule raises one alert per violation (again on a
 * replay: none more), the read model lists it and its acknowledgement; a rebuild equals the live table.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import type { SecurityViolationRecorded } from '../ports.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { alertAggregate } from '../alert.decider.js';
import { SecurityViolationRule } from '../raising-alerts/security-violation.rule.js';
import { AlertsProjection } from './alerts.projection.js';
import { AlertsHandler, AlertsQuery, AlertsRaisedSinceHandler, AlertsRaisedSinceQuery } from './alerts.query.js';

const INSTITUTION = '11111111-1111-4111-8111-111111111111';
const MARIE = '22222222-2222-4222-8222-222222222222';

describe('intelligence alerts: the security-violation rule and the alerts read model', () => {
  const testbed = useTestEventStore(5);

  test('one alert per violation, acknowledged; replaying the rule raises nothing twice; rebuild = live', async () => {
    const rule = new SecurityViolationRule(testbed.store);
    const projection = new AlertsProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [rule, projection]);
    await runner.start();
    const violation: SecurityViolationRecorded = {
      type: 'SecurityViolationRecorded',
      data: { institutionId: INSTITUTION, userId: 'u-ada', memberId: MARIE, ip: '10.0.0.9', resource: 'GET /api/papers', reason: 'address not in the IP whitelist', at: '2026-06-02T10:00:00.000Z' },
    };
    const appended = await testbed.store.append(`security-audit-${INSTITUTION}`, [newEvent(violation)], 'any');
    await waitForProjections(testbed.db.pool, [rule.name], appended.position, 10_000);
    const pool = testbed.db.pool;
    const head = await testbed.store.headPosition();
    await waitForProjections(pool, [projection.name], head, 10_000);
    const [alert] = await new AlertsHandler(pool).execute(new AlertsQuery(INSTITUTION));
    assert.deepEqual([alert.type, alert.priority, alert.actionRequired, alert.timestamp], ['threat', 'high', true, '2026-06-02T10:00:00.000Z']);
    assert.equal(await new AlertsRaisedSinceHandler(pool).execute(new AlertsRaisedSinceQuery(INSTITUTION, new Date('2026-06-02T00:00:00Z'))), 1);

    // The rule again on the same event (a rebuild of the rule, a retried batch): nothing new.
    const [recorded] = await testbed.store.readStream(`security-audit-${INSTITUTION}`);
    await rule.apply(recorded);
    const { position: last } = await handleCommand(testbed.store, alertAggregate, alert.id, {
      type: 'AcknowledgeAlert',
      data: { alertId: alert.id, institutionId: INSTITUTION, byMemberId: MARIE, at: '2026-06-02T11:00:00.000Z' },
    });
    await waitForProjections(pool, [projection.name], last!, 10_000);
    const alerts = await new AlertsHandler(pool).execute(new AlertsQuery(INSTITUTION));
    assert.deepEqual(alerts.map((a) => [a.actionRequired, a.acknowledgedAt]), [[false, '2026-06-02T11:00:00.000Z']]);

    await runner.stop();
    await assertRebuildEqualsLive({ store: testbed.store, pool, projections: [projection], tables: ['intelligence_alerts'], through: last! });
  });
});
