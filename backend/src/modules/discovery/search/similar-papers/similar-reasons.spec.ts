import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Paper } from '@scholarlens/contracts';
import { similarReasons } from './similar-reasons.js';

const paper = (tags: string[], categories: string[]): Paper => ({
  id: 'x',
  arxivId: 'x',
  title: 't',
  authors: [],
  abstract: '',
  categories,
  tags,
  publishedDate: '2026-01-01',
  pdfUrl: null,
  source: 'arXiv',
  views: 0,
  summary: null,
});

test('shared AI tags first (any case), then shared categories, two at most; none when nothing is shared', () => {
  assert.deepEqual(similarReasons(paper(['Graph Neural Networks', 'Chemistry'], ['cs.LG', 'q-bio.BM']), paper(['graph neural networks'], ['cs.LG'])), [
    'Shares the topic “graph neural networks”',
    'Both in cs.LG',
  ]);
  assert.deepEqual(similarReasons(paper([], ['cs.LG', 'stat.ML', 'cs.AI']), paper([], ['cs.AI', 'stat.ML', 'cs.LG'])), ['Both in cs.AI', 'Both in stat.ML']);
  assert.deepEqual(similarReasons(paper(['a'], ['math.AG']), paper(['b'], ['hep-th'])), []);
});
