import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ALERT_MESSAGES, UNLIMITED } from '@scholarlens/contracts';
import type { DomainError } from '../../../platform/domain/domain-error.js';
import { dueDigests } from './delivering-digests/digest.js';
import { type SearchAlertEvent, evolve, initialSearchAlertsState } from './search-alerts.js';
import { decide } from './search-alerts.decider.js';

const given = (...events: SearchAlertEvent[]) => events.reduce(evolve, initialSearchAlertsState);
const created = (alertId: string, at = '2026-01-01T00:00:00.000Z', frequency: 'daily' | 'weekly' = 'daily'): SearchAlertEvent => ({
  type: 'SearchAlertCreated',
  data: { alertId, query: 'quantum', category: null, frequency, at },
});
const create = (alertId: string, limit: number) => ({
  type: 'CreateAlert' as const,
  data: { alertId, query: 'q', category: null, frequency: 'weekly' as const, at: '2026-01-02T00:00:00.000Z', limit },
});

describe('search alerts decider', () => {
  it('refuses alerts on a plan without them, and past a finite limit naming it; unlimited has none', () => {
    assert.throws(() => decide(create('a', 0), initialSearchAlertsState), (e: DomainError) => e.kind === 'forbidden' && e.message === ALERT_MESSAGES.upgrade);
    const five = given(...['1', '2', '3', '4', '5'].map((id) => created(id)));
    assert.throws(() => decide(create('6', 5), five), (e: DomainError) => e.kind === 'forbidden' && /includes 5 search alerts/.test(e.message));
    assert.equal(decide(create('6', UNLIMITED), five).length, 1);
    assert.deepEqual(decide(create('5', UNLIMITED), five), [], 'the same alert id twice is one alert');
  });

  it('matches a paper once per alert; a deleted alert records nothing; another user’s alert is not found', () => {
    const state = given(created('a'), { type: 'SearchAlertMatched', data: { alertId: 'a', paperIds: ['p1'], at: 'x' } });
    assert.deepEqual(decide({ type: 'RecordMatches', data: { alertId: 'a', paperIds: ['p1', 'p2', 'p2'], at: 'y' } }, state), [
      { type: 'SearchAlertMatched', data: { alertId: 'a', paperIds: ['p2'], at: 'y' } },
    ]);
    assert.deepEqual(decide({ type: 'RecordMatches', data: { alertId: 'gone', paperIds: ['p1'], at: 'y' } }, state), []);
    assert.throws(() => decide({ type: 'DeleteAlert', data: { alertId: 'gone', at: 'y' } }, state), (e: DomainError) => e.kind === 'not-found');
  });

  it('a digest never repeats a paper, and comes when the alert’s period has passed', () => {
    const state = given(created('d', '2026-01-01T00:00:00.000Z'), created('w', '2026-01-01T00:00:00.000Z', 'weekly'), {
      type: 'SearchAlertMatched',
      data: { alertId: 'd', paperIds: ['p1', 'p2'], at: 'x' },
    }, { type: 'SearchAlertMatched', data: { alertId: 'w', paperIds: ['p3'], at: 'x' } });
    assert.deepEqual(dueDigests(state, new Date('2026-01-01T12:00:00.000Z')), []);
    assert.deepEqual(dueDigests(state, new Date('2026-01-02T00:00:00.000Z')), [{ alertId: 'd', query: 'quantum', paperIds: ['p1', 'p2'] }]);
    const delivery = { to: 'x@y', transport: 'outbox' as const, messageId: 'm', at: '2026-01-02T00:00:00.000Z' };
    const events = decide({ type: 'RecordDelivery', data: { deliveries: [{ alertId: 'd', paperIds: ['p1', 'p2'] }], ...delivery } }, state);
    const after = events.reduce(evolve, state);
    assert.deepEqual(decide({ type: 'RecordDelivery', data: { deliveries: [{ alertId: 'd', paperIds: ['p1'] }], ...delivery } }, after), []);
    assert.deepEqual(dueDigests(after, new Date('2026-01-05T00:00:00.000Z')), [], 'nothing new for the daily alert; the weekly one waits');
    assert.deepEqual(dueDigests(after, new Date('2026-01-08T00:00:00.000Z')), [{ alertId: 'w', query: 'quantum', paperIds: ['p3'] }]);
  });
});
