import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { NihProject } from '../../../../platform/external/grants/nih-reporter.client.js';
import { grantOf, matchScoreOf, rankGrants } from './grants.js';

const project = (over: Partial<NihProject>): NihProject => ({
  applId: 10_000_001,
  projectNum: '1R01GM000001-01',
  title: 'Deep learning for protein folding',
  agency: 'NIGMS',
  awardAmount: 350_000,
  fiscalYear: 2025,
  projectStart: '2025-04-01T04:00:00Z',
  projectEnd: '2029-03-31T04:00:00Z',
  awardNoticeDate: '2025-03-20T04:00:00Z',
  organization: 'STATE UNIVERSITY',
  contactPi: 'DOE, JANE',
  abstract: 'We apply neural network models to structure prediction.',
  terms: ['Machine Learning', 'Proteins'],
  ...over,
});
const TERMS = ['machine learning', 'deep learning', 'neural network'];

describe('grants from NIH RePORTER projects', () => {
  it('match score: the share of the topic’s terms the project names', () => {
    assert.equal(matchScoreOf(project({}), TERMS), 100);
    assert.equal(matchScoreOf(project({ terms: [] }), TERMS), 67);
    assert.equal(matchScoreOf(project({ title: 'Cardiac care', abstract: 'Qualitative interviews.', terms: [] }), TERMS), 0);
  });

  it('a grant says what the register says: no deadline, requirements or eligibility are invented', () => {
    const g = grantOf(project({}), TERMS);
    assert.deepEqual(
      [g.id, g.agency, g.amount, g.deadline, g.requirements, g.collaborationRequired, g.eligibleInstitutions, g.url],
      ['1R01GM000001-01', 'NIGMS', 350_000, null, [], null, [], 'https://reporter.nih.gov/project-details/10000001'],
    );
    assert.equal(grantOf(project({ applId: null }), TERMS).url, null);
  });

  it('ranked by match, then in the order the register answered (newest award first)', () => {
    const a = grantOf(project({ projectNum: 'A', terms: [] }), TERMS);
    const b = grantOf(project({ projectNum: 'B' }), TERMS);
    const c = grantOf(project({ projectNum: 'C', terms: [] }), TERMS);
    assert.deepEqual(rankGrants([a, b, c], 2).map((g) => g.id), ['B', 'A']);
  });
});
