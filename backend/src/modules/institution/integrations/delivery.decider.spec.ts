import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decide as decideDelivery } from './delivery.decider.js';
import { type DeliveryEvent, type DeliveryState, evolve as evolveDelivery, initialDeliveryState } from './delivery.js';

const INST = '11111111-1111-4111-8111-111111111111';

describe('delivery decider', () => {
  it('requests a delivery once and records each attempt once, none after delivery', () => {
    const request = { deliveryId: 'd1', integrationId: 'i1', institutionId: INST, event: 'paper.shared' as const, summary: 's', payload: {}, sourceEventId: 'e1', at: 'x' };
    const requested = decideDelivery({ type: 'RequestDelivery', data: request }, initialDeliveryState);
    const fold2 = (events: DeliveryEvent[]): DeliveryState => events.reduce(evolveDelivery, initialDeliveryState);
    assert.deepEqual(decideDelivery({ type: 'RequestDelivery', data: request }, fold2(requested)), []);
    const attempt = { attempt: 1, ok: false, responseStatus: 500, response: 'down', durationMs: 3, final: false, at: 'y' };
    const failed = decideDelivery({ type: 'RecordAttempt', data: attempt }, fold2(requested));
    assert.equal(fold2([...requested, ...failed]).status, 'pending');
    assert.deepEqual(decideDelivery({ type: 'RecordAttempt', data: attempt }, fold2([...requested, ...failed])), []);
    const delivered = decideDelivery({ type: 'RecordAttempt', data: { ...attempt, attempt: 2, ok: true, responseStatus: 200 } }, fold2([...requested, ...failed]));
    const after = fold2([...requested, ...failed, ...delivered]);
    assert.equal(after.status, 'delivered');
    assert.deepEqual(decideDelivery({ type: 'RecordAttempt', data: { ...attempt, attempt: 3 } }, after), []);
  });
});
