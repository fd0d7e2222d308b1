import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { categoryPrefixes } from './category-prefixes.js';

describe('category prefixes of the feed filter', () => {
  it('an arXiv code gives its archive and itself, lower case', () => {
    assert.deepEqual(categoryPrefixes(['cs.CV', 'math-ph']), ['cs', 'cs.cv', 'math-ph']);
  });

  it('an OpenAlex field the dropdown offers also gives the archive that choice filters on', () => {
    assert.deepEqual(categoryPrefixes(['Computer Science', 'Artificial Intelligence']), ['cs', 'computer science', 'artificial intelligence']);
    assert.deepEqual(categoryPrefixes(['Chemistry']), ['physics', 'physics.chem-ph', 'chemistry']);
    assert.deepEqual(categoryPrefixes(['Neuroscience']), ['q-bio', 'neuroscience']);
  });

  it('a field the dropdown does not offer is filed under its own name only', () => {
    assert.deepEqual(categoryPrefixes(['Decision Sciences', 'Statistics, Probability and Uncertainty']), [
      'decision sciences',
      'statistics, probability and uncertainty',
    ]);
    assert.deepEqual(categoryPrefixes(['constructor']), ['constructor']);
  });
});
