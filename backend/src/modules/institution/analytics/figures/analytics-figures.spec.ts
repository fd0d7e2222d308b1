/** Each formula on a small known set of works: h-index, growth, international reach and the others the endpoints state. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AnalyticsWork } from '../institution-works/analytics-work.js';
import {
  citationVelocity,
  collaboratingInstitutions,
  contractMonthsInside,
  countryCounts,
  crossDisciplinary,
  growth,
  hIndex,
  impactScore,
  inDepartment,
  internationalReach,
  memberDepartmentMatches,
  series,
  timeToImpact,
  timeframeWindow,
  trendingScore,
  workHasAuthor,
} from './analytics-figures.js';
import { linearTrend, tQuantile975 } from './linear-trend.js';

const OWN = 'I1';
const inst = (id: string, countryCode: string) => ({ id, name: `Inst ${id}`, countryCode });
function work(id: string, over: Partial<AnalyticsWork>): AnalyticsWork {
  return {
    workId: id,
    title: id,
    doi: null,
    year: 2025,
    date: '2025-06-01',
    citations: 0,
    percentile: null,
    field: null,
    fieldId: null,
    fields: [],
    topics: [],
    authorships: [{ authorId: 'A1', orcid: null, name: 'Own author', institutions: [inst(OWN, 'US')], countries: ['US'] }],
    countsByYear: [],
    ...over,
  };
}

// Five works: citations 10, 8, 5, 4, 1 → h = 4 (four works with at least 4 citations).
const works: AnalyticsWork[] = [
  work('W1', { citations: 10, percentile: 0.9, fields: ['Computer Science', 'Medicine'], fieldId: '17', authorships: [{ authorId: 'A1', orcid: null, name: 'a', institutions: [inst(OWN, 'US'), inst('I2', 'GB')], countries: ['US', 'GB'] }], countsByYear: [{ year: 2026, citations: 6 }, { year: 2025, citations: 4 }], year: 2024, date: '2024-03-01' }),
  work('W2', { citations: 8, percentile: 0.7, fields: ['Computer Science'], fieldId: '17', authorships: [{ authorId: 'A2', orcid: null, name: 'b', institutions: [inst(OWN, 'US'), inst('I3', 'US')], countries: ['US'] }], countsByYear: [{ year: 2024, citations: 8 }] }),
  work('W3', { citations: 5, percentile: 0.5, fields: ['Physics and Astronomy'], fieldId: '31', authorships: [{ authorId: 'A3', orcid: '0000-0002-4242-7526', name: 'c', institutions: [inst('I4', 'DE')], countries: ['DE'] }], countsByYear: [{ year: 2023, citations: 5 }], year: 2022, date: '2022-01-10' }),
  work('W4', { citations: 4, fields: [], countsByYear: [] }),
  work('W5', { citations: 1, fields: ['Medicine'], fieldId: '27' }),
];

describe('analytics formulas', () => {
  it('hIndex: the largest h with h works of at least h citations', () => {
    assert.equal(hIndex(works.map((w) => w.citations)), 4);
    assert.equal(hIndex([]), 0);
    assert.equal(hIndex([0, 0]), 0);
    assert.equal(hIndex([100]), 1);
    assert.equal(hIndex([3, 3, 3]), 3);
  });

  it('growth: (current − previous) ÷ previous × 100, one decimal; null without a previous period', () => {
    assert.equal(growth(15, 10), 50);
    assert.equal(growth(2, 3), -33.3);
    assert.equal(growth(5, 0), null);
  });

  it('international reach: % of works with a co-author abroad (another country than the institution\u2019s)', () => {
    // W1 (GB co-author) and W3 (DE) of 5 works → 40%.
    assert.equal(internationalReach(works, 'US'), 40);
    assert.equal(internationalReach(works, null), null);
    assert.equal(internationalReach([], 'US'), null);
  });

  it('collaborations: distinct other institutions; countries counted once per work, own excluded', () => {
    assert.deepEqual([...collaboratingInstitutions(works, OWN).keys()].sort(), ['I2', 'I3', 'I4']);
    assert.deepEqual(countryCounts(works, OWN), [{ countryCode: 'DE', works: 1 }, { countryCode: 'GB', works: 1 }, { countryCode: 'US', works: 1 }]);
  });

  it('impact score: mean citation percentile × 100 over works having one', () => {
    assert.equal(impactScore(works), 70);
    assert.equal(impactScore([work('W9', {})]), null);
  });

  it('trending score: citations counted this year and last as % of all counted by year', () => {
    // 2026 + 2025 = 10 of 23 counted.
    assert.equal(trendingScore(works, 2026), 43.5);
  });

  it('citation velocity, cross-disciplinary share and time to impact', () => {
    // 2026: W1 10/3, W2 8/2, W3 5/5, W4 4/2, W5 1/2 → (3.333+4+1+2+0.5)/5 = 2.17
    assert.equal(citationVelocity(works, 2026), 2.17);
    // 4 works with topics, 1 spans two fields → 25%.
    assert.equal(crossDisciplinary(works), 25);
    // lags: W1 2025−2024=1, W2 2024−2025→0, W3 2023−2022=1 → median 1.
    assert.equal(timeToImpact(works), 1);
  });

  it('the timeframe window ends today and the previous period has the same length', () => {
    assert.deepEqual(timeframeWindow('12months', '2026-11-26'), { from: '2025-11-27', to: '2026-11-26', previousFrom: '2024-11-27' });
    assert.deepEqual(timeframeWindow('3months', '2026-05-31'), { from: '2026-03-01', to: '2026-05-31', previousFrom: '2025-12-01' });
    const w = timeframeWindow('3months', '2026-05-31');
    assert.deepEqual(series([work('X', { date: '2026-04-02', citations: 3 })], w, false), [
      { period: '2026-03', papers: 0, citations: 0 },
      { period: '2026-04', papers: 1, citations: 3 },
      { period: '2026-05', papers: 0, citations: 0 },
    ]);
  });

  it('the departments filter: the primary field, or a linked author of a matching department (by authorship or a DOI on their ORCID record)', () => {
    assert.equal(inDepartment(works[0], 'cs', []), true);
    assert.equal(inDepartment(works[4], 'cs', []), false);
    const linked = [{ memberId: 'm', department: 'Department of Computer Science', openAlexAuthorId: null, orcid: '0000-0002-4242-7526' }];
    assert.equal(inDepartment(works[2], 'cs', linked), true);
    // W5 (Medicine, by A1 without an ORCID on the authorship) is the CS member's through the DOI on their ORCID record.
    const w5 = { ...works[4], doi: '10.1234/w5' };
    assert.equal(inDepartment(w5, 'cs', linked), false);
    assert.equal(inDepartment(w5, 'cs', [{ ...linked[0], orcidDois: new Set(['10.1234/w5']) }]), true);
    assert.equal(inDepartment(w5, 'cs', [{ ...linked[0], department: 'Physics', orcidDois: new Set(['10.1234/w5']) }]), false, 'only for the member’s own department');
    assert.equal(workHasAuthor({ ...w5, doi: null }, [{ ...linked[0], orcidDois: new Set(['10.1234/w5']) }]), false, 'a work without a DOI matches by authorship only');
    assert.equal(memberDepartmentMatches('Biomedical Engineering', 'engineering'), true);
    assert.equal(memberDepartmentMatches('Physics', 'medicine'), false);
  });

  it('contract months inside the window', () => {
    assert.equal(contractMonthsInside({ startDate: '2026-01-01', endDate: '2026-12-31' }, { from: '2025-11-27', to: '2026-11-26' }), 10.84);
    assert.equal(contractMonthsInside({ startDate: '2020-01-01', endDate: '2020-12-31' }, { from: '2025-11-27', to: '2026-11-26' }), 0);
  });

  it('linear trend: least squares with a 95% prediction interval', () => {
    const fit = linearTrend([{ x: 2020, y: 10 }, { x: 2021, y: 12 }, { x: 2022, y: 14 }, { x: 2023, y: 16 }])!;
    assert.ok(Math.abs(fit.slope - 2) < 1e-9);
    const p = fit.predict(2024);
    assert.ok(Math.abs(p.value - 18) < 1e-9);
    // A perfect fit has no residual spread: the interval collapses to the value.
    assert.ok(Math.abs(p.low - 18) < 1e-9 && Math.abs(p.high - 18) < 1e-9);
    const noisy = linearTrend([{ x: 1, y: 1 }, { x: 2, y: 3 }, { x: 3, y: 2 }, { x: 4, y: 4 }])!;
    // slope 0.8, intercept 0.5; s = sqrt(1.8/2); x0 = 5: 4.5 ± 4.303 · 0.9487 · sqrt(1 + 1/4 + 6.25/5)
    const q = noisy.predict(5);
    assert.ok(Math.abs(q.value - 4.5) < 1e-9);
    assert.ok(Math.abs(q.high - (4.5 + tQuantile975(2) * Math.sqrt(0.9) * Math.sqrt(1 + 0.25 + 6.25 / 5))) < 1e-9);
    assert.equal(linearTrend([{ x: 1, y: 1 }, { x: 2, y: 2 }]), null);
  });
});
