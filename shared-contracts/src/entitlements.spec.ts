import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canUse, limitFor, planOf, remaining } from './entitlements.js';

test('free plan allows 3 AI summaries and counts down to zero, never below', () => {
  assert.equal(remaining('free', 'aiSummary', []), 3);
  assert.equal(remaining('free', 'aiSummary', [{ feature: 'aiSummary', count: 2 }]), 1);
  assert.equal(remaining('free', 'aiSummary', [{ feature: 'aiSummary', count: 3 }]), 0);
  assert.equal(remaining('free', 'aiSummary', [{ feature: 'aiSummary', count: 7 }]), 0);
  assert.equal(canUse('free', 'aiSummary', [{ feature: 'aiSummary', count: 2 }]), true);
  assert.equal(canUse('free', 'aiSummary', [{ feature: 'aiSummary', count: 3 }]), false);
});

test('unlimited (-1) is infinite remaining; none (0) is never usable', () => {
  assert.equal(limitFor('pro', 'aiSummary'), -1);
  assert.equal(remaining('pro', 'aiSummary', [{ feature: 'aiSummary', count: 1000 }]), Number.POSITIVE_INFINITY);
  assert.equal(remaining('free', 'citationExport', []), 0);
  assert.equal(canUse('pro', 'teamLibrary', []), false);
  assert.equal(canUse('team', 'teamLibrary', []), true);
});

test('anonymous visitors have 0 remaining for every metered feature', () => {
  for (const feature of ['aiSummary', 'citationExport', 'teamLibrary', 'privateNotes'] as const) {
    assert.equal(remaining(null, feature, []), 0);
  }
});

test('a missing or unknown plan is free', () => {
  assert.equal(planOf(undefined), 'free');
  assert.equal(planOf('platinum'), 'free');
  assert.equal(planOf('team'), 'team');
});

test('usage of other features does not count against this one', () => {
  assert.equal(remaining('free', 'aiSummary', [{ feature: 'citationExport', count: 3 }]), 3);
});
