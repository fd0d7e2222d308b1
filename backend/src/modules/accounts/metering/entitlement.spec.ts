import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkEntitlement } from './entitlement.js';

describe('checkEntitlement', () => {
  const used = (count: number) => [{ feature: 'aiSummary', count }];

  it('refuses anonymous visitors (unauthenticated) whatever the feature', () => {
    assert.deepEqual(checkEntitlement(null, 'aiSummary', []), { allowed: false, refusal: 'unauthenticated' });
  });

  it('allows a free user 3 summaries in the window, the 4th reaches the limit', () => {
    for (const n of [0, 1, 2]) assert.deepEqual(checkEntitlement('free', 'aiSummary', used(n)), { allowed: true });
    assert.deepEqual(checkEntitlement('free', 'aiSummary', used(3)), { allowed: false, refusal: 'limit-reached' });
  });

  it('unlimited plans are never limited', () => {
    assert.deepEqual(checkEntitlement('pro', 'aiSummary', used(500)), { allowed: true });
    assert.deepEqual(checkEntitlement('team', 'citationExport', [{ feature: 'citationExport', count: 9999 }]), { allowed: true });
  });

  it('a feature the plan does not include is forbidden', () => {
    assert.deepEqual(checkEntitlement('free', 'citationExport', []), { allowed: false, refusal: 'forbidden' });
  });
});
