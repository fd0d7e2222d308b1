import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Contract, ContractUsage } from '@scholarlens/contracts';
import { compliance, roi } from './contract-figures.js';

const contract: Contract = {
  tier: 'pro',
  licensedUsers: 10,
  pricePerUser: 8,
  monthlyCost: 80,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  status: 'active',
  proposalId: null,
  signedAt: '2026-01-01T00:00:00.000Z',
};
const usage: ContractUsage = {
  periodStart: '2026-01-01',
  periodEnd: '2026-01-10',
  activeUsers: 2,
  totalUsers: 3,
  papersViewed: 5,
  searchesPerformed: 12,
  collaborationEvents: 1,
  aiSummariesGenerated: 4,
  apiCalls: null,
  storageUsed: 0.01,
  sources: {},
};

describe('contract figures', () => {
  it('compliance: utilisation of seats and the stated rules', () => {
    assert.deepEqual([compliance(contract, 3).utilizationRate, compliance(contract, 3).recommendations.length], [30, 1]);
    assert.match(compliance(contract, 3).recommendations[0], /below 50%.*fewer seats/);
    assert.match(compliance(contract, 10).recommendations[0], /above 90%.*adding seats/);
    assert.match(compliance(contract, 7).recommendations[0], /within 50–90%/);
    const ended = compliance({ ...contract, status: 'expired' }, 7);
    assert.equal(ended.expired, true);
    assert.match(ended.recommendations[0], /expired on 2026-12-31/);
  });

  it('ROI: time saved from summaries and searches at the stated rate, against the cost of the period so far', () => {
    const r = roi(contract, usage, '2026-01-03', { minutesSavedPerSummary: 15, minutesSavedPerSearch: 5, hourlyRate: 50 });
    // 4 × 15 + 12 × 5 = 120 minutes = 2 h → $100; cost 80 × 12 × 10 / 365 = 26.3 → $26; (100 − 26) / 26 = 285%.
    assert.deepEqual(r.figures, { hoursSaved: 2, valueOfTimeSaved: 100, licenseCostToDate: 26, netRoiPercent: 285, daysToFirstUse: 2 });
    assert.equal(r.costSavings, '$100 of researcher time');
    assert.equal(r.researchEfficiency, 'Net ROI +285% against $26 of license cost');
    assert.equal(r.productivityGains, '2 hours saved, 1 per active user');
    assert.equal(r.timeToValue, 'First use 2 days after the start');
    assert.equal(roi(contract, { ...usage, activeUsers: 0 }, null, r.assumptions).timeToValue, 'No use recorded yet');
  });
});
