import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseQuery } from './parse-query.js';
import { reciprocalRankFusion } from './rrf.js';
import { filterTsquery, relaxedTsquery, sqlParams, strictTsquery } from './tsquery-sql.js';

const equal = (...lists: string[][]) => lists.map((ids) => ({ ids, weight: 1 }));

describe('reciprocalRankFusion', () => {
  it('sums 1/(k + rank) over the rankings', () => {
    const fused = reciprocalRankFusion(equal(['a', 'b', 'c'], ['c', 'a']), 60);
    assert.deepEqual(
      fused.map((f) => f.id),
      ['a', 'c', 'b'],
    );
    assert.ok(Math.abs(fused[0].score - (1 / 61 + 1 / 62)) < 1e-12);
  });

  it('ranks a paper found by both above one ranked first by only one', () => {
    const fused = reciprocalRankFusion(equal(['x', 'both'], ['y', 'both']), 60);
    assert.equal(fused[0].id, 'both');
  });

  it('weighs ranks: the heavier ranking\'s first stays above a paper the other ranks first and it ranks fifth', () => {
    const lexical = ['lexical-first', 'b', 'c', 'd', 'both'];
    const vector = ['both'];
    const weighted = reciprocalRankFusion(
      [
        { ids: lexical, weight: 3 },
        { ids: vector, weight: 1 },
      ],
      5,
    );
    assert.deepEqual(
      weighted.slice(0, 2).map((f) => f.id),
      ['lexical-first', 'both'],
    );
    assert.ok(Math.abs(weighted[1].score - (3 / 10 + 1 / 6)) < 1e-12);
    assert.equal(reciprocalRankFusion(equal(lexical, vector), 5)[0].id, 'both');
  });

  it('breaks ties by first appearance and handles empty rankings', () => {
    assert.deepEqual(
      reciprocalRankFusion(equal(['a'], ['b'])).map((f) => f.id),
      ['a', 'b'],
    );
    assert.deepEqual(reciprocalRankFusion(equal([], [])), []);
  });
});

describe('tsquery SQL', () => {
  it('ANDs clauses, ORs alternatives, negates exclusions, with values as parameters', () => {
    const p = sqlParams();
    const sql = strictTsquery(parseQuery('"deep learning" vision OR speech -medical '), p);
    assert.equal(
      sql,
      "((phraseto_tsquery('english', $1) || phraseto_tsquery('simple', $1)) && (search_word($2) || search_word($3)) && !!search_word($4))",
    );
    assert.deepEqual(p.values, ['deep learning', 'vision', 'speech', 'medical']);
  });

  it('relaxes plain words to any-of while phrases and exclusions still hold', () => {
    const p = sqlParams();
    const sql = relaxedTsquery(parseQuery('"graph" cats dogs -fish '), p);
    assert.equal(
      sql,
      "((phraseto_tsquery('english', $3) || phraseto_tsquery('simple', $3)) && (search_word($1) || search_word($2)) && !!search_word($4))",
    );
    assert.deepEqual(p.values, ['cats', 'dogs', 'graph', 'fish']);
    assert.equal(relaxedTsquery(parseQuery('single '), sqlParams()), null);
  });

  it('filters semantic matches by explicit syntax only', () => {
    assert.equal(filterTsquery(parseQuery('plain words only '), sqlParams()), null);
    const p = sqlParams();
    assert.equal(filterTsquery(parseQuery('plain cs.CV '), p), "plainto_tsquery('simple', $1)");
  });

  it('writes prefixes through search_prefix (which makes none of a stop word)', () => {
    const p = sqlParams();
    assert.equal(strictTsquery(parseQuery('transf'), p), '(search_word($1) || search_prefix($2))');
    assert.deepEqual(p.values, ['transf', 'transf']);
  });
});
