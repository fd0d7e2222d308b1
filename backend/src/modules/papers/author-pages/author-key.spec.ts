import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { authorKeyOf, plainAuthorName } from './author-key.js';

describe('author key', () => {
  it('meets initials, full names, Unicode accents and TeX accents on one key', () => {
    const forms = ['Albert Einstein', 'A. Einstein', 'A Einstein', 'Einstein, Albert', 'Einstein, A.', '  albert   EINSTEIN '];
    assert.deepEqual(new Set(forms.map(authorKeyOf)), new Set(['einstein|a']));
    assert.equal(authorKeyOf('Kurt Gödel'), 'godel|k');
    assert.equal(authorKeyOf('Kurt G{\\"o}del'), 'godel|k');
    assert.equal(authorKeyOf('K. G\\"odel'), 'godel|k');
    assert.equal(authorKeyOf('Paul Erd\\H{o}s'), 'erdos|p');
    assert.equal(authorKeyOf('Paul Erdős'), 'erdos|p');
    assert.equal(authorKeyOf('Fran\\c{c}ois Vi\\`ete'), 'viete|f');
    assert.equal(authorKeyOf('Jerzy \\L{}o\\\'s'), 'los|j');
  });

  it('keeps hyphens and particles apart from the surname, drops suffixes', () => {
    assert.equal(authorKeyOf('Jean-Pierre Serre'), 'serre|j');
    assert.equal(authorKeyOf('J.-P. Serre'), 'serre|j');
    assert.equal(authorKeyOf('Ludwig van Beethoven'), 'beethoven|l');
    assert.equal(authorKeyOf('Martin Luther King Jr.'), 'king|m');
    assert.equal(authorKeyOf('Sue Ann Smith-Jones'), 'smith-jones|s');
  });

  it('tells people apart by surname and initial', () => {
    assert.notEqual(authorKeyOf('Albert Einstein'), authorKeyOf('Eduard Einstein'));
    assert.notEqual(authorKeyOf('A. Einstein'), authorKeyOf('A. Eddington'));
  });

  it('a single name is its own key; a name without letters has none', () => {
    assert.equal(authorKeyOf('Euclid'), 'euclid|');
    assert.equal(authorKeyOf('The ATLAS Collaboration'), 'collaboration|t');
    assert.equal(authorKeyOf('...'), null);
    assert.equal(authorKeyOf(''), null);
  });

  it('writes the plain form for display', () => {
    assert.equal(plainAuthorName('Kurt G{\\"o}del'), 'Kurt Godel');
    assert.equal(plainAuthorName('  Ada   Lovelace '), 'Ada Lovelace');
  });
});
