import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { titleTerms } from './title-terms.js';
import { craftedHistory } from '../testing/crafted-history.js';
import { type PaperFact, computeTrends, trendWindow } from './trends.js';

const facts = (papers = craftedHistory()): PaperFact[] =>
  papers.map((p) => ({ categories: p.categories, publishedDate: p.publishedDate, ...titleTerms(p.title) }));

describe('title terms', () => {
  it('keeps two- and three-word keyphrases of content words, plurals folded', () => {
    const t = titleTerms('Large Language Models: a survey of diffusion transformers for 3D vision');
    assert.ok(t.keyphrases.includes('large language model'));
    assert.ok(t.keyphrases.includes('language model'));
    assert.ok(t.keyphrases.includes('diffusion transformer'));
    assert.ok(!t.keyphrases.some((k) => k.includes('survey diffusion')), 'a stop word breaks a phrase');
    assert.ok(!t.keyphrases.includes('model survey'), 'punctuation breaks a phrase');
    assert.ok(t.words.includes('vision') && t.words.includes('transformer') && !t.words.includes('for'));
    assert.deepEqual(titleTerms('Dynamics of physics analyses').words, ['dynamics', 'physics', 'analyse']);
  });

  it('takes TeX out first and keeps fragments out of the keywords', () => {
    const t = titleTerms('Schr\\"odinger operators on $\\mathbb{R}^n$ and \\mathbb{Z}: \\v{S}ilhav\\`y acc bounds for \\textbf{sparse} GANs');
    assert.deepEqual(t.words, ['schrodinger', 'operator', 'silhavy', 'bound', 'sparse', 'gans']);
    for (const noise of ['mathbb', 'textbf', 'acc', 'v', 'n']) assert.ok(!t.words.includes(noise), noise);
    assert.ok(!t.keyphrases.some((k) => /mathbb|textbf/.test(k)));
    assert.ok(t.keyphrases.includes('schrodinger operator'));
  });
});

describe('research trends from a crafted history', () => {
  const trends = computeTrends(facts(), { windowDays: 90, minPapers: 3 });

  it('compares the two windows ending at the newest paper', () => {
    assert.deepEqual(trends.window, trendWindow('2026-06-30', 90));
    assert.deepEqual(trends.window, { days: 90, recentFrom: '2026-04-02', recentTo: '2026-06-30', previousFrom: '2026-01-02', previousTo: '2026-04-01' });
    assert.equal(trends.papersAnalyzed, 23);
  });

  it('finds the emerging topics, fastest growth first', () => {
    assert.deepEqual(
      trends.emergingTopics.map((t) => [t.topic, t.growthRate, t.papers, t.previousPapers, t.kind]),
      [
        ['sparse autoencoder', 300, 4, 1, 'keyphrase'],
        ['Computation and Language (cs.CL)', 200, 6, 2, 'category'],
        ['Neurons and Cognition (q-bio.NC)', 200, 3, 1, 'category'],
        ['Machine Learning (cs.LG)', 33.3, 4, 3, 'category'],
      ],
    );
    assert.equal(trends.emergingTopics[0].keyWords.length, 4, 'the words of its four titles besides its own');
    assert.ok(!trends.emergingTopics[0].keyWords.includes('sparse'));
  });

  it('finds rising areas with few papers as research gaps', () => {
    assert.deepEqual(
      trends.researchGaps.map((g) => [g.area, g.opportunityLevel, g.papers, g.growthRate]),
      // A rise from 1 to 3 papers is +200% but no "high" opportunity: levels need a base of papers.
      [
        ['Neurons and Cognition (q-bio.NC)', 'low', 3, 200],
        ['Machine Learning (cs.LG)', 'low', 4, 33.3],
      ],
    );
    assert.match(trends.researchGaps[0].description, /^3 papers in the last 90 days, up from 1 in the 90 days before \(\+200%\), 21\.4% of the 14 catalog papers of the last 90 days; frequent title terms: autoencoder, sparse, term\d+a\.$/);
  });

  it('gives opportunity levels only on a base of papers, and says what it analyzed of the catalog', () => {
    const at = (date: string, n: number, category: string) => Array.from({ length: n }, () => ({ categories: [category], publishedDate: date, keyphrases: [], words: [] }));
    const history: PaperFact[] = [
      ...at('2026-01-10', 40, 'cs.LG'), ...at('2026-05-10', 40, 'cs.LG'),
      ...at('2026-01-10', 1, 'math.RT'), ...at('2026-05-10', 2, 'math.RT'),
      ...at('2026-01-10', 5, 'q-bio.NC'), ...at('2026-05-10', 12, 'q-bio.NC'),
      ...at('2025-01-10', 7, 'cs.LG'),
    ];
    const t = computeTrends(history, { windowDays: 90, minPapers: 1 });
    assert.deepEqual(t.researchGaps.map((g) => [g.area, g.opportunityLevel]), [
      ['Neurons and Cognition (q-bio.NC)', 'high'],
      ['Representation Theory (math.RT)', 'low'],
    ]);
    assert.equal(t.papersAnalyzed, 100);
    assert.equal(t.catalogPapers, 107);
  });

  it('finds cross-disciplinary connections growing across archives', () => {
    assert.deepEqual(trends.crossDisciplinaryConnections, [
      { domains: ['Machine Learning (cs.LG)', 'Neurons and Cognition (q-bio.NC)'], connectionStrength: 3, potentialImpact: 'High', previousPapers: 1, growthRate: 200 },
    ]);
  });

  it('is empty for an empty catalog and ignores topics below the minimum', () => {
    assert.deepEqual(computeTrends([], { windowDays: 90, minPapers: 3 }).emergingTopics, []);
    const strict = computeTrends(facts(), { windowDays: 90, minPapers: 5 });
    assert.deepEqual(strict.emergingTopics.map((t) => t.topic), ['Computation and Language (cs.CL)']);
  });
});
