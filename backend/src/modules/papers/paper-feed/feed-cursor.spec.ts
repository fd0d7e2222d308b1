import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { categoryPrefixes } from '../catalog/category-prefixes.js';
import { decodeCursor, encodeCursor } from './feed-cursor.js';

describe('feed cursor', () => {
  it('round-trips and refuses anything else', () => {
    const c = { publishedDate: '2024-06-03', id: 'hep-th_9901001' };
    assert.deepEqual(decodeCursor(encodeCursor(c)), c);
    for (const bad of ['', 'abc', 'not a cursor!', Buffer.from('2024-13-45|x').toString('base64url'), Buffer.from('2024-06-03|').toString('base64url')]) {
      assert.equal(decodeCursor(bad), null, bad);
    }
  });
});

describe('category prefixes', () => {
  it('archive and full code, lower case, deduplicated', () => {
    assert.deepEqual(categoryPrefixes(['cs.CV', 'cs.AI', 'math-ph', 'cond-mat.str-el']), ['cs', 'cs.cv', 'cs.ai', 'math-ph', 'cond-mat', 'cond-mat.str-el']);
  });
});
