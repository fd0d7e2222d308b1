import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatSearchRanking, formatSearchTotal, parseSearchPageInfo, parseSearchRanking, searchQueryString } from './search.js';

test('search ranking header: written with the embedder provenance, read back the same', () => {
  const hybrid = { rankedBy: 'hybrid', provider: 'local', model: 'use-lite-512' } as const;
  assert.equal(formatSearchRanking(hybrid), 'hybrid; provider=local; model=use-lite-512');
  assert.deepEqual(parseSearchRanking(formatSearchRanking(hybrid)), hybrid);
  assert.equal(formatSearchRanking({ rankedBy: 'lexical' }), 'lexical');
  assert.deepEqual(parseSearchRanking('lexical'), { rankedBy: 'lexical' });
  const openai = { rankedBy: 'vector', provider: 'openai', model: 'text-embedding-3-small@1536' } as const;
  assert.deepEqual(parseSearchRanking(formatSearchRanking(openai)), openai);
});

test('search ranking header: separators in a model name cannot forge parameters', () => {
  const value = formatSearchRanking({ rankedBy: 'hybrid', provider: 'openai', model: 'evil; provider=x' });
  assert.deepEqual(parseSearchRanking(value), { rankedBy: 'hybrid', provider: 'openai', model: 'evil  provider x' });
});

test('search ranking header: absent or foreign values are no ranking', () => {
  assert.equal(parseSearchRanking(null), null);
  assert.equal(parseSearchRanking(''), null);
  assert.equal(parseSearchRanking('semantic; model=x'), null);
  assert.deepEqual(parseSearchRanking('hybrid; colour=blue; model=m'), { rankedBy: 'hybrid', model: 'm' });
});

test('search page headers: an exact total, a lower bound, the next cursor or none', () => {
  assert.deepEqual(parseSearchPageInfo(formatSearchTotal(37, false), 'abc'), { total: 37, totalIsLowerBound: false, nextCursor: 'abc' });
  assert.deepEqual(parseSearchPageInfo(formatSearchTotal(250, true), null), { total: 250, totalIsLowerBound: true, nextCursor: null });
  assert.equal(parseSearchPageInfo('many', null), null);
  assert.equal(parseSearchPageInfo(undefined, 'x'), null);
  assert.equal(searchQueryString({ q: 'graph nets' }), 'q=graph+nets');
  assert.equal(searchQueryString({ q: 'x', category: 'cs', from: '2026-01-01', sort: 'newest', cursor: 'c1' }), 'q=x&cursor=c1&category=cs&from=2026-01-01&sort=newest');
});
