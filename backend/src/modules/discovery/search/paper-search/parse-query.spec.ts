import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isSoftClause, parseQuery } from './parse-query.js';

describe('parseQuery', () => {
  it('makes every plain word a clause, the last one also a prefix', () => {
    const q = parseQuery('Neural networks imag');
    assert.deepEqual(q.clauses, [
      [{ kind: 'word', value: 'neural' }],
      [{ kind: 'word', value: 'networks' }],
      [
        { kind: 'word', value: 'imag' },
        { kind: 'prefix', value: 'imag' },
      ],
    ]);
    assert.equal(q.text, 'Neural networks imag');
  });

  it('takes no prefix when the query ends with a space, or the last word is short', () => {
    assert.deepEqual(parseQuery('graph neural ').clauses.at(-1), [{ kind: 'word', value: 'neural' }]);
    assert.deepEqual(parseQuery('graph of').clauses.at(-1), [{ kind: 'word', value: 'of' }]);
  });

  it('reads quoted phrases, also unterminated and typographic quotes', () => {
    assert.deepEqual(parseQuery('"mixture of experts" routing ').clauses, [
      [{ kind: 'phrase', value: 'mixture of experts' }],
      [{ kind: 'word', value: 'routing' }],
    ]);
    assert.deepEqual(parseQuery('“Face Recognition”').clauses, [[{ kind: 'phrase', value: 'face recognition' }]]);
    assert.deepEqual(parseQuery('"diffusion models').clauses, [[{ kind: 'phrase', value: 'diffusion models' }]]);
  });

  it('reads exclusions of words and phrases, kept out of the semantic text', () => {
    const q = parseQuery('segmentation -medical -"point cloud" ');
    assert.deepEqual(q.clauses, [[{ kind: 'word', value: 'segmentation' }]]);
    assert.deepEqual(q.exclusions, [
      { kind: 'word', value: 'medical' },
      { kind: 'phrase', value: 'point cloud' },
    ]);
    assert.equal(q.text, 'segmentation');
  });

  it('joins the terms around OR (and |) into one clause', () => {
    const q = parseQuery('vision transformer OR "convolutional network" ');
    assert.deepEqual(q.clauses, [
      [{ kind: 'word', value: 'vision' }],
      [
        { kind: 'word', value: 'transformer' },
        { kind: 'phrase', value: 'convolutional network' },
      ],
    ]);
    assert.deepEqual(parseQuery('lidar | radar ').clauses, [
      [
        { kind: 'word', value: 'lidar' },
        { kind: 'word', value: 'radar' },
      ],
    ]);
    assert.equal(isSoftClause(q.clauses[0]), true);
    assert.equal(isSoftClause(q.clauses[1]), false);
  });

  it('treats lower-case "or" and a dangling OR as words or nothing', () => {
    assert.deepEqual(parseQuery('OR cats ').clauses, [[{ kind: 'word', value: 'cats' }]]);
    assert.equal(parseQuery('black or white ').clauses.length, 3);
  });

  it('recognises arXiv ids in every spelling', () => {
    assert.deepEqual(parseQuery('2606.32040').arxivIds, ['2606.32040']);
    assert.deepEqual(parseQuery('arXiv:2606.32040v2').arxivIds, ['2606.32040']);
    assert.deepEqual(parseQuery('https://arxiv.org/abs/hep-th/9901001v1').arxivIds, ['hep-th/9901001']);
    const q = parseQuery('2606.32040 face recognition ');
    assert.deepEqual(q.arxivIds, ['2606.32040']);
    assert.equal(q.clauses.length, 2);
  });

  it('keeps arXiv category codes whole', () => {
    assert.deepEqual(parseQuery('cs.CV hep-th cond-mat.str-el ').clauses, [
      [{ kind: 'category', value: 'cs.cv' }],
      [{ kind: 'category', value: 'hep-th' }],
      [{ kind: 'category', value: 'cond-mat.str-el' }],
    ]);
    // Dotted words of no arXiv archive are words.
    assert.deepEqual(parseQuery('opencv.js ').clauses, [[{ kind: 'compound', value: 'opencv js' }]]);
  });

  it('splits hyphenated and punctuated words into compounds (every part) and drops punctuation', () => {
    assert.deepEqual(parseQuery('self-supervised, (learning)! ').clauses, [
      [{ kind: 'compound', value: 'self supervised' }],
      [{ kind: 'word', value: 'learning' }],
    ]);
  });

  it('answers no clause for punctuation or exclusions only', () => {
    assert.equal(parseQuery('!!! ?? --').clauses.length, 0);
    assert.equal(parseQuery('-quantum').clauses.length, 0);
  });

  it('keeps tsquery operators out of terms', () => {
    const q = parseQuery("a:* & b | !c <-> 'd' ");
    for (const clause of q.clauses) for (const t of clause) assert.match(t.value, /^[\p{L}\p{N} ]+$/u);
  });
});
