import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseQuery } from './parse-query.js';
import { sqlParams, twoWordsTsquery } from './tsquery-sql.js';

describe('twoWordsTsquery', () => {
  test('with fewer than three plain words it is the strict query, so there is none', () => {
    assert.equal(twoWordsTsquery(parseQuery('graph networks'), sqlParams()), null);
  });

  test('any pair of the plain words, with the explicit syntax still required', () => {
    const p = sqlParams();
    const sql = twoWordsTsquery(parseQuery('sparse graph neural "message passing" -survey'), p)!;
    const pairs = sql.match(/search_pair\(search_word\(\$\d+\), search_word\(\$\d+\)\)/g) ?? [];
    assert.equal(pairs.length, 3, sql); // sparse·graph, sparse·neural, graph·neural
    assert.match(sql, /phraseto_tsquery/, 'the phrase still holds');
    assert.match(sql, /!!search_word/, 'the exclusion still holds');
    assert.ok(p.values.includes('message passing') && p.values.includes('survey'));
  });
});
