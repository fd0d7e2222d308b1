import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDomainError } from '../../../platform/domain/domain-error.js';
import { contractAnswer, contractEnd, evolve, initialContractState } from './contract.js';
import { type StartContract, decide } from './contract.decider.js';

const start = (over: Partial<StartContract['data']> = {}): StartContract => ({
  type: 'StartContract',
  data: {
    institutionId: 'i',
    tier: 'enterprise',
    licensedUsers: 200,
    pricePerUser: 15,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    proposalId: 'p1',
    byUserId: 'u',
    at: '2026-01-01T00:00:00.000Z',
    ...over,
  },
});

describe('contract decider', () => {
  it('starts a contract costing price × users a month; the same proposal twice starts nothing; a console contract always starts', () => {
    const [event] = decide(start(), initialContractState);
    assert.equal(event.data.monthlyCost, 3000);
    const state = evolve(initialContractState, event);
    assert.deepEqual(decide(start(), state), []);
    assert.equal(decide(start({ proposalId: null }), state).length, 1);
    assert.equal(decide(start({ proposalId: 'p2', licensedUsers: 300 }), state)[0].data.licensedUsers, 300);
  });

  it('refuses users outside 1–50,000 and an end not after the start', () => {
    for (const licensedUsers of [0, 50_001]) assert.throws(() => decide(start({ licensedUsers }), initialContractState), isDomainError('invalid'));
    assert.throws(() => decide(start({ endDate: '2026-01-01' }), initialContractState), /endDate/);
    assert.throws(() => decide(start({ endDate: 'soon' }), initialContractState), /endDate/);
  });

  it('a term ends the day before the same date months later', () => {
    assert.deepEqual([contractEnd('2026-01-01', 12), contractEnd('2026-11-26', 12), contractEnd('2026-03-01', 1)], ['2026-12-31', '2027-11-25', '2026-03-31']);
  });

  it('is expired once its end date has passed', () => {
    const [event] = decide(start(), initialContractState);
    assert.equal(contractAnswer(event.data, '2026-12-31').status, 'active');
    assert.equal(contractAnswer(event.data, '2027-01-01').status, 'expired');
  });
});
