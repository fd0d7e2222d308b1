import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatAuthors, parseSummary } from './papers.js';

test('authors: up to four in full, more become the first three and et al.', () => {
  assert.equal(formatAuthors(['A', 'B', 'C', 'D']), 'A, B, C, D');
  assert.equal(formatAuthors(['A', 'B', 'C', 'D', 'E']), 'A, B, C et al.');
  assert.equal(formatAuthors([]), '');
});

test('summary: unparsable or shapeless JSON is no summary', () => {
  assert.equal(parseSummary(null), null);
  assert.equal(parseSummary('{oops'), null);
  assert.equal(parseSummary('{"methodology":"x"}'), null);
  assert.equal(parseSummary('{"keyFindings":[],"methodology":"m","impact":"i","technicalLevel":"t","confidence":0.8}')?.confidence, 0.8);
});
