// Unit tests of the card, filter, bookmark and network rules.
// Run: node --test frontends/discovery/test/paper-rules.spec.ts   (Node 24 strips the types; not part of any tsconfig)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CLUSTERS,
  clustersOf,
  labelShift,
  demoFilter,
  firstAuthors,
  formatAuthors,
  formatCount,
  longDate,
  matchesCategory,
  networkLabel,
  parseBookmarks,
  paperIdentifier,
  pdfHref,
  provenanceCaption,
  searchRankingCaption,
  shortDate,
  similarityEdges,
  splitInterests,
  timelineLabel,
  timelineOrder,
  toggleBookmark,
  truncate,
} from '../src/lib/paper-rules.ts';

const paper = (over: Record<string, unknown> = {}) => ({
  id: 'p1',
  arxivId: '2606.32040',
  title: 'FaceMoE: Mixture of Experts for Low-Resolution Face Recognition',
  authors: ['A'],
  abstract: 'Low-resolution face recognition with experts',
  categories: ['cs.CV'],
  tags: [],
  publishedDate: '2026-03-05',
  pdfUrl: null as string | null,
  source: 'arXiv',
  views: 0,
  summary: null,
  ...over,
});

test('authors: up to 4 in full, else first three + et al.', () => {
  assert.equal(formatAuthors(['A', 'B', 'C', 'D']), 'A, B, C, D');
  assert.equal(formatAuthors(['A', 'B', 'C', 'D', 'E']), 'A, B, C et al.');
  assert.equal(formatAuthors([]), '');
  assert.equal(firstAuthors(['A', 'B', 'C'], 2), 'A, B +1 more');
  assert.equal(firstAuthors(['A', 'B'], 2), 'A, B');
});

test('pdf: pdfUrl, else arXiv from id, else none', () => {
  assert.equal(pdfHref({ pdfUrl: 'https://x/y.pdf', arxivId: '1' }), 'https://x/y.pdf');
  assert.equal(pdfHref({ pdfUrl: null, arxivId: '2606.32040' }), 'https://arxiv.org/pdf/2606.32040');
  assert.equal(pdfHref({ pdfUrl: '', arxivId: null }), null);
});

test('identifier: the preprint id, else (a paper saved from OpenAlex) its DOI, else its OpenAlex id', () => {
  assert.equal(paperIdentifier({ id: '2606.32040', arxivId: '2606.32040', doi: '10.1/x', openAlexId: null }), 'arXiv:2606.32040');
  assert.equal(paperIdentifier({ id: 'oa-W2741809807', arxivId: null, doi: '10.7717/peerj.4375', openAlexId: 'W2741809807' }), 'doi:10.7717/peerj.4375');
  assert.equal(paperIdentifier({ id: 'oa-W1', arxivId: null, doi: null, openAlexId: 'W1' }), 'OpenAlex:W1');
  assert.equal(paperIdentifier({ id: 'x-1', arxivId: null }), 'x-1');
});

test('truncation and labels', () => {
  assert.equal(truncate('short', 20), 'short');
  assert.equal(truncate('abcdefghijklmnopqrstuvwxyz', 20), 'abcdefghijklmnopqrst…');
  assert.equal(networkLabel(paper()), 'FaceMoE: Mixture of… (2026)');
  assert.equal(timelineLabel(paper()), 'FaceMoE: Mixtur…');
});

test('dates: short and long US formats, no time-zone shift', () => {
  assert.equal(shortDate('2026-03-05'), 'Mar 5, 2026');
  assert.equal(longDate('2026-03-05'), 'March 5, 2026');
  assert.equal(shortDate('nonsense'), '');
});

test('category filter: first two letters, case-insensitive, codes or subject area', () => {
  const cs = paper({ categories: ['cs.CV'] });
  const math = paper({ categories: ['math.AP'] });
  const chem = paper({ categories: ['physics.chem-ph'] });
  const bio = paper({ categories: ['q-bio.NC'] });
  const eess = paper({ categories: ['eess.IV'] });
  assert.ok(matchesCategory(cs, 'All Categories'));
  assert.ok(matchesCategory(cs, 'Computer Science'));
  assert.ok(!matchesCategory(math, 'Computer Science'));
  assert.ok(matchesCategory(math, 'Mathematics'));
  assert.ok(matchesCategory(math, 'MATHEMATICS'));
  assert.ok(matchesCategory(chem, 'Chemistry'));
  assert.ok(matchesCategory(chem, 'Physics'));
  assert.ok(matchesCategory(bio, 'Biology'));
  assert.ok(matchesCategory(eess, 'Engineering'));
  assert.ok(!matchesCategory(cs, 'Physics'));
});

test('bookmarks: both stored shapes read, duplicates dropped, toggle writes the rich shape', () => {
  assert.deepEqual(parseBookmarks('["a","b","a"]'), [
    { paperId: 'a', timestamp: 0 },
    { paperId: 'b', timestamp: 0 },
  ]);
  assert.deepEqual(parseBookmarks('[{"paperId":"x","timestamp":5}]'), [{ paperId: 'x', timestamp: 5 }]);
  assert.deepEqual(parseBookmarks('{"no":1}'), []);
  assert.deepEqual(parseBookmarks(null), []);
  assert.throws(() => parseBookmarks('{bad'));
  const on = toggleBookmark([], 'p', 7);
  assert.deepEqual(on, { list: [{ paperId: 'p', timestamp: 7 }], bookmarked: true });
  assert.deepEqual(toggleBookmark(on.list, 'p', 8), { list: [], bookmarked: false });
});

test('counts use the K/M abbreviation: 33.5K, not 0.03M', () => {
  assert.equal(formatCount(160_000_000), '160M');
  assert.equal(formatCount(1_250_000), '1.3M');
  assert.equal(formatCount(33_487), '33.5K');
  assert.equal(formatCount(30_000), '30K');
  assert.equal(formatCount(950), '950');
  assert.equal(formatCount(0), '0');
});

test('network: timeline order, clusters capped at 3, similarity edges are real', () => {
  const ps = [
    paper({ id: '1', publishedDate: '2025-01-01', categories: ['cs.CV'] }),
    paper({ id: '2', publishedDate: '2024-01-01', categories: ['cs.CV'] }),
    paper({ id: '3', categories: ['cs.CV'] }),
    paper({ id: '4', categories: ['cs.CV'] }),
    paper({ id: '5', categories: ['cs.CL'], title: 'Language models', abstract: 'tokens', authors: ['Z'] }),
  ];
  assert.deepEqual(timelineOrder(ps).map((p) => p.id).slice(0, 2), ['2', '1']);
  const cl = clustersOf(ps);
  assert.deepEqual(cl.map((c) => [c.name, c.papers.length]), [['AI/ML', 0], ['Computer Vision', 3], ['NLP', 1]]);
  const edges = similarityEdges(ps);
  assert.ok(edges.length > 0);
  assert.ok(edges.every((e) => e.source !== '5' && e.target !== '5'), 'an unrelated paper stays unlinked');
});

test('clusters match by category text, codes and subject names alike, and say what they take', () => {
  const ps = [
    paper({ id: 'lg', categories: ['math.OC', 'cs.LG'] }),
    paper({ id: 'ml', categories: ['stat.ML'] }),
    paper({ id: 'named', categories: ['Computation and Language (cs.CL)'] }),
    paper({ id: 'cv', categories: ['Computer Vision and Pattern Recognition'] }),
    paper({ id: 'math', categories: ['math.AG'] }),
  ];
  const byName = Object.fromEntries(clustersOf(ps).map((c) => [c.name, c.papers.map((p) => p.id)]));
  assert.deepEqual(byName, { 'AI/ML': ['lg', 'ml'], 'Computer Vision': ['cv'], NLP: ['named'] });
  assert.deepEqual(
    CLUSTERS.map((c) => c.takes.join(', ')),
    ['cs.AI, cs.LG, stat.ML, cs.NE, Artificial Intelligence, Machine Learning', 'cs.CV, Computer Vision', 'cs.CL, Computation and Language, Natural Language'],
  );
});

test('network labels: TeX read as text, cut to 20 characters plus the year, kept inside the drawing', () => {
  assert.equal(networkLabel({ title: 'Relative modular categories from $\\mathfrak{osp}(2 \\vert 2n)$', publishedDate: '2026-08-07' }), 'Relative modular cat… (2026)');
  assert.equal(networkLabel({ title: 'Ho\\v{s}ek', publishedDate: null }), 'Hošek');
  assert.equal(labelShift(500, 100, 960), 0);
  assert.equal(labelShift(20, 100, 960), 34); // left edge at -30 → 4
  assert.equal(labelShift(950, 100, 960), -44); // right edge at 1000 → 956
  assert.equal(labelShift(10, 500, 400), 190); // wider than the drawing: centred
});

test('demo filter, interests, provenance', () => {
  const ps = Array.from({ length: 9 }, (_, i) => paper({ id: String(i), title: i % 2 ? 'Graph nets' : 'Vision' }));
  assert.equal(demoFilter(ps, '').length, 6);
  assert.equal(demoFilter(ps, 'GRAPH').length, 4);
  assert.deepEqual(splitInterests(' ml, , nlp ,'), ['ml', 'nlp']);
  assert.equal(provenanceCaption({ provider: 'local', model: 'extractive-v1' }), 'Generated by Local AI · extractive-v1');
  assert.equal(provenanceCaption({}), null);
});


test('search ranking caption: the embedding model when meaning took part, plainly when it could not', () => {
  assert.equal(
    searchRankingCaption({ rankedBy: 'hybrid', provider: 'local', model: 'use-lite-512' }),
    'Ranked by your words and their meaning (Local AI · use-lite-512)',
  );
  assert.equal(searchRankingCaption({ rankedBy: 'vector', provider: 'openai', model: 'text-embedding-3-small@1536' }), 'Ranked by meaning (OpenAI · text-embedding-3-small@1536)');
  assert.equal(searchRankingCaption({ rankedBy: 'lexical' }), 'Ranked by your words only: semantic ranking is not available right now');
  assert.equal(searchRankingCaption(null), null);
});
