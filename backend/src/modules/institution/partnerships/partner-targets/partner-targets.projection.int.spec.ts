/** The partner targets projection on real PostgreSQL: targets as last edited, outreach per target, the header totals; a rebuild equals the live read model. */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import { partnerTargetAggregate } from '../partner-target.decider.js';
import type { PartnerTargetFields } from '../partner-target.js';
import { PartnerTargetsProjection } from './partner-targets.projection.js';
import { PartnerTargetsHandler, PartnerTargetsQuery, partnershipTotals } from './partner-targets.query.js';

const fields = (name: string, estimatedValue: number, probability: number): PartnerTargetFields => ({
  name,
  location: 'Somewhere',
  students: 1000,
  faculty: 100,
  currentSystem: 'Moodle',
  estimatedValue,
  probability,
  painPoints: ['Cost'],
  decisionMakers: ['CIO'],
  email: `${name.toLowerCase().replace(/\W/g, '')}@example.org`,
  website: null,
});

describe('partner-targets projection', () => {
  const testbed = useTestEventStore(10);

  test('targets as last edited with their outreach, most valuable first; rebuild = live', async () => {
    const projection = new PartnerTargetsProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    const [a, b] = [randomUUID(), randomUUID()];
    const at = '2026-11-26T10:00:00.000Z';
    await handleCommand(testbed.store, partnerTargetAggregate, a, { type: 'CreatePartnerTarget', data: { ...fields('Alpha', 85000, 78), targetId: a, userId: 'u', at } });
    await handleCommand(testbed.store, partnerTargetAggregate, b, { type: 'CreatePartnerTarget', data: { ...fields('Beta', 45000, 90), targetId: b, userId: 'u', at } });
    await handleCommand(testbed.store, partnerTargetAggregate, b, {
      type: 'EditPartnerTarget',
      data: { ...fields('Beta', 150000, 85), targetId: b, userId: 'u', at: '2026-11-26T11:00:00.000Z' },
    });
    const last = await handleCommand(testbed.store, partnerTargetAggregate, a, {
      type: 'RecordOutreach',
      data: { targetId: a, outreachId: randomUUID(), to: 'alpha@example.org', subject: 'S', message: 'Hello', transport: 'smtp', receiptId: '<m@x>', userId: 'u', sentBy: 'Alan', at },
    });
    await waitForProjections(testbed.db.pool, [projection.name], last.position!, 10_000);

    const targets = await new PartnerTargetsHandler(testbed.db.pool).execute(new PartnerTargetsQuery());
    assert.deepEqual(targets.map((t) => [t.name, t.estimatedValue, t.probability, t.outreach.length, t.updatedAt]), [
      ['Beta', 150000, 85, 0, '2026-11-26T11:00:00.000Z'],
      ['Alpha', 85000, 78, 1, at],
    ]);
    assert.deepEqual(partnershipTotals(targets), { totalValue: 235000, targets: 2, students: 2000, averageProbability: 81.5 });
    assert.deepEqual(partnershipTotals([]), { totalValue: 0, targets: 0, students: 0, averageProbability: null });

    await runner.stop();
    await assertRebuildEqualsLive({ store: testbed.store, pool: testbed.db.pool, projections: [projection], tables: ['partner_targets', 'partner_outreach'], through: last.position! });
  });
});
