import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDomainError } from '../../platform/domain/domain-error.js';
import { type UserCommand, decide } from './user.decider.js';
import { type UserEvent, evolve, initialUserState, userIdFor } from './user.js';

const ada = { email: 'ada@scholarlens.local', name: 'Ada Lovelace', avatar: null, role: 'user' as const };
const signedIn: UserEvent = { type: 'UserSignedIn', data: ada };

/** given events / when command / then events */
function given(...events: UserEvent[]) {
  const state = events.reduce(evolve, initialUserState);
  return { when: (command: UserCommand) => decide(command, state) };
}

describe('user decider', () => {
  describe('SignIn', () => {
    it('creates a new user on the free plan', () => {
      const events = given().when({ type: 'SignIn', data: { ...ada, seedPlan: 'free' } });
      assert.deepEqual(events, [signedIn]);
      assert.deepEqual(events.reduce(evolve, initialUserState), { status: 'active', ...ada, plan: 'free' });
    });

    it('starts a demo account on its seed plan at the first sign-in', () => {
      const grace = { ...ada, email: 'grace@scholarlens.local', name: 'Grace Hopper' };
      assert.deepEqual(given().when({ type: 'SignIn', data: { ...grace, seedPlan: 'pro' } }), [
        { type: 'UserSignedIn', data: grace },
        { type: 'PlanChanged', data: { plan: 'pro', changedBy: 'seed' } },
      ]);
    });

    it('does not seed again at later sign-ins, so an admin’s plan change sticks', () => {
      const events = given(signedIn, { type: 'PlanChanged', data: { plan: 'free', changedBy: 'admin-1' } }).when({
        type: 'SignIn',
        data: { ...ada, seedPlan: 'pro' },
      });
      assert.deepEqual(events, [signedIn]);
    });

    it('refreshes the profile and the role but keeps the plan', () => {
      const state = [signedIn, { type: 'PlanChanged', data: { plan: 'team', changedBy: 'x' } } as UserEvent].reduce(
        evolve,
        initialUserState,
      );
      const renamed = { ...ada, name: 'Augusta Ada King', role: 'admin' as const };
      const after = decide({ type: 'SignIn', data: { ...renamed, seedPlan: 'free' } }, state).reduce(evolve, state);
      assert.deepEqual(after, { status: 'active', ...renamed, plan: 'team' });
    });
  });

  describe('ChangePlan', () => {
    it('changes the plan of a known user', () => {
      assert.deepEqual(given(signedIn).when({ type: 'ChangePlan', data: { plan: 'pro', changedBy: 'admin-1' } }), [
        { type: 'PlanChanged', data: { plan: 'pro', changedBy: 'admin-1' } },
      ]);
    });

    it('decides nothing when the user already has that plan', () => {
      assert.deepEqual(given(signedIn).when({ type: 'ChangePlan', data: { plan: 'free', changedBy: 'admin-1' } }), []);
    });

    it('refuses an unknown user with 404', () => {
      assert.throws(
        () => given().when({ type: 'ChangePlan', data: { plan: 'pro', changedBy: 'admin-1' } }),
        isDomainError('not-found'),
      );
    });
  });

  describe('RecordUsage', () => {
    const at = '2026-03-01T10:00:00.000Z';

    it('records one use of a feature', () => {
      assert.deepEqual(given(signedIn).when({ type: 'RecordUsage', data: { feature: 'aiSummary', at } }), [
        { type: 'UsageRecorded', data: { feature: 'aiSummary', at } },
      ]);
    });

    it('refuses an unknown user with 404', () => {
      assert.throws(
        () => given().when({ type: 'RecordUsage', data: { feature: 'aiSummary', at } }),
        isDomainError('not-found'),
      );
    });
  });
});

describe('userIdFor', () => {
  it('is stable per identity and UUID-shaped', () => {
    const id = userIdFor('local', 'local-ada');
    assert.equal(id, userIdFor('local', 'local-ada'));
    assert.notEqual(id, userIdFor('https://accounts.google.com', 'local-ada'));
    assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
