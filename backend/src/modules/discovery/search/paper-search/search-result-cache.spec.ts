import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SearchResultCache } from './search-result-cache.js';

describe('SearchResultCache', () => {
  test('answers a ranking only for the version it was computed at', () => {
    const cache = new SearchResultCache<string[]>();
    cache.set('hybrid|20|graph', 'v1', ['a', 'b']);
    assert.deepEqual(cache.get('hybrid|20|graph', 'v1'), ['a', 'b']);
    assert.equal(cache.get('hybrid|20|graph', 'v2'), undefined, 'a new paper or vector invalidates it');
    assert.equal(cache.get('lexical|20|graph', 'v1'), undefined);
    // Whether a ranking of any version is there: a key without one is a certain miss.
    assert.equal(cache.has('hybrid|20|graph'), true);
    assert.equal(cache.has('lexical|20|graph'), false);
  });

  test('keeps the most recently used entries within its capacity', () => {
    const cache = new SearchResultCache<number>(2);
    cache.set('a', 'v', 1);
    cache.set('b', 'v', 2);
    assert.equal(cache.get('a', 'v'), 1); // a is now the most recent
    cache.set('c', 'v', 3);
    assert.equal(cache.size, 2);
    assert.equal(cache.get('b', 'v'), undefined, 'the least recently used went');
    assert.equal(cache.get('a', 'v'), 1);
    assert.equal(cache.get('c', 'v'), 3);
  });
});
