import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { INTELLIGENCE_MESSAGES } from '@scholarlens/contracts';
import type { AlertEvent, AlertRaised } from './alert.js';
import { type AlertCommand, alertAggregate } from './alert.decider.js';

const raised: AlertRaised['data'] = {
  alertId: 'a-1',
  institutionId: 'inst-1',
  alertType: 'threat',
  priority: 'high',
  title: 'Security violation',
  description: 'A request from 10.0.0.9 was refused',
  actionRequired: true,
  department: null,
  rule: 'security-violation',
  sourceEventId: 'e-1',
  at: '2026-06-01T10:00:00.000Z',
};
const given = (...events: AlertEvent[]) => ({
  when: (command: AlertCommand) => alertAggregate.decide(command, events.reduce(alertAggregate.evolve, alertAggregate.initial)),
});
const ack = (institutionId = 'inst-1'): AlertCommand => ({ type: 'AcknowledgeAlert', data: { alertId: 'a-1', institutionId, byMemberId: 'm-1', at: '2026-06-01T11:00:00.000Z' } });

describe('alert decider', () => {
  it('raises once: a rule firing again on a replay changes nothing', () => {
    assert.deepEqual(given().when({ type: 'RaiseAlert', data: raised }), [{ type: 'AlertRaised', data: raised }]);
    assert.deepEqual(given({ type: 'AlertRaised', data: raised }).when({ type: 'RaiseAlert', data: raised }), []);
  });

  it('acknowledges once, within its institution only', () => {
    const events = given({ type: 'AlertRaised', data: raised }).when(ack());
    assert.deepEqual(events.map((e) => e.type), ['AlertAcknowledged']);
    assert.deepEqual(given({ type: 'AlertRaised', data: raised }, events[0]).when(ack()), []);
    assert.throws(() => given({ type: 'AlertRaised', data: raised }).when(ack('inst-2')), { kind: 'not-found', message: INTELLIGENCE_MESSAGES.alertNotFound });
    assert.throws(() => given().when(ack()), { kind: 'not-found' });
  });
});
