/**
 * The pure parts of search pages, filters and the BM25 ranking's inputs (issue #37): cursors, the
 * filters' SQL, `+word`, and the word pairs the title phrase boost looks for.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adjacentPairs, bm25Sql, plainWords } from './bm25-sql.js';
import { parseQuery } from './parse-query.js';
import { BadCursorError, decodeCursor, encodeCursor } from './search-cursor.js';
import { filtersKey, hasFilters, searchFiltersSql } from './search-filters.js';
import { sqlParams } from './tsquery-sql.js';

describe('search cursor', () => {
  it('reads back the offset it wrote, and no cursor is the first page', () => {
    for (const offset of [0, 20, 219]) assert.equal(decodeCursor(encodeCursor(offset)), offset);
    assert.equal(decodeCursor(undefined), 0);
    assert.match(encodeCursor(40), /^[A-Za-z0-9_-]+$/);
  });

  it('refuses what it did not write, naming the field', () => {
    for (const bad of ['', 'abc', Buffer.from('o-1').toString('base64url'), Buffer.from('o1234567').toString('base64url'), Buffer.from('20').toString('base64url')]) {
      assert.throws(() => decodeCursor(bad), (e: Error) => e instanceof BadCursorError && /^cursor: /.test(e.message), bad);
    }
  });
});

describe('search filters', () => {
  it('is nothing without a category or dates', () => {
    assert.equal(hasFilters(undefined), false);
    assert.equal(hasFilters({}), false);
    assert.equal(searchFiltersSql({}, sqlParams()), null);
    assert.equal(filtersKey(undefined), filtersKey({}));
  });

  it('matches a category or every category of an archive, and inclusive dates, as parameters', () => {
    const p = sqlParams();
    const sql = searchFiltersSql({ category: 'cs', from: '2026-01-01', to: '2026-02-01' }, p, 's')!;
    assert.match(sql, /lower\(c\) = lower\(\$1\) or starts_with\(lower\(c\), lower\(\$1\) \|\| '\.'\)/);
    assert.match(sql, /s\.published_date >= \$2::date and s\.published_date <= \$3::date/);
    assert.deepEqual(p.values, ['cs', '2026-01-01', '2026-02-01']);
    assert.notEqual(filtersKey({ category: 'cs' }), filtersKey({ from: 'cs' }));
  });
});

describe('BM25 query inputs', () => {
  it('reads +word as required, as a quoted word, never a prefix', () => {
    const q = parseQuery('+graph neural');
    assert.deepEqual(q.clauses[0], [{ kind: 'phrase', value: 'graph' }]);
    assert.equal(plainWords(q), null, 'a required word is explicit syntax: strict matches');
    assert.deepEqual(parseQuery('neural +graph').clauses[1], [{ kind: 'phrase', value: 'graph' }]);
    assert.equal(parseQuery('neural +graph').text, 'neural graph');
  });

  it('looks for each pair of neighbouring query words in titles', () => {
    assert.deepEqual(adjacentPairs(plainWords(parseQuery('graph neural networks '))!), ['graph neural', 'neural networks']);
    assert.deepEqual(adjacentPairs(plainWords(parseQuery('graph '))!), []);
  });

  it('is preparable only without filters and exclusions', () => {
    const words = plainWords(parseQuery('graph neural '))!;
    assert.equal(bm25Sql(words, { perLexeme: 10, limit: 5 }).preparable, true);
    assert.equal(bm25Sql(words, { perLexeme: 10, limit: 5, filters: { category: 'cs' } }).preparable, false);
    assert.equal(bm25Sql(words, { perLexeme: 10, limit: 5, exclusions: () => "!!'x'::tsquery" }).preparable, false);
  });
});
