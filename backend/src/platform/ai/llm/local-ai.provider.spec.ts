/** The local AI providers on real corpus papers (../shared/data/arxiv-corpus): extractive, deterministic, nothing invented. */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { CORPUS, corpusLines } from '../../../modules/papers/testing/corpus.js';
import { parseCorpusLine } from '../../external/arxiv/corpus-formats.js';
import type { AiPaper, CatalogFacts } from './ai-provider.port.js';
import { LOCAL_MODELS, localChat, localIntelligence, localSummary, localTags, methodologyTypeOf } from './local-ai.provider.js';
import { NLP_MODEL, nounPhraseKeyphrases as keyphrases, sentencesOf as splitSentences, stripTex } from './nlp.js';

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('local AI providers on real corpus papers', () => {
  let papers: AiPaper[];

  before(async () => {
    papers = [];
    for (const line of await corpusLines(CORPUS.daily, 60)) {
      const r = parseCorpusLine(line);
      if (r.ok) {
        const m = r.value;
        papers.push({ id: m.arxivId, title: m.title, abstract: m.abstract, authors: m.authors, categories: m.categories, publishedDate: m.publishedDate });
      }
    }
    assert.ok(papers.length >= 50);
  });

  it('summaries are extracts: every finding, method and impact sentence is a sentence of the abstract (or says it is not stated)', () => {
    for (const p of papers) {
      const s = localSummary(p);
      const abstract = norm(p.abstract);
      assert.equal(s.provider, 'local');
      assert.equal(s.model, LOCAL_MODELS.summary);
      assert.ok(s.keyFindings.length >= 1 && s.keyFindings.length <= 3, p.id);
      for (const f of s.keyFindings) assert.ok(abstract.includes(f) || f === p.title, `${p.id}: finding not in the abstract: ${f}`);
      assert.ok(abstract.includes(s.methodology) || /does not describe the methodology/.test(s.methodology), `${p.id}: ${s.methodology}`);
      assert.ok(abstract.includes(s.impact) || /does not state the expected impact/.test(s.impact), `${p.id}: ${s.impact}`);
      assert.ok(s.confidence >= 0.2 && s.confidence <= 0.9, `${p.id}: confidence ${s.confidence}`);
      assert.ok(['Introductory', 'Intermediate', 'Advanced', 'Expert'].includes(s.technicalLevel));
    }
  });

  it('is deterministic', () => {
    for (const p of papers.slice(0, 10)) {
      assert.deepEqual(localSummary(p), localSummary(p));
      assert.deepEqual(localTags(p), localTags(p));
    }
  });

  it('picks the sentence that says what the authors did as the methodology when there is one', () => {
    const withWePropose = papers.filter((p) => /\bwe propose\b/i.test(p.abstract));
    assert.ok(withWePropose.length >= 3);
    for (const p of withWePropose) assert.match(localSummary(p).methodology, /\bwe (propose|introduce|present|develop|design|derive|formulate|construct)\b|\bour (method|approach|model|framework|algorithm)\b/i, p.id);
  });

  it('tags are 1-5 keyphrases of up to three words, each found in the title or the abstract', () => {
    for (const p of papers) {
      const { tags, provider, model } = localTags(p);
      assert.equal(provider, 'local');
      assert.equal(model, LOCAL_MODELS.tags);
      assert.ok(tags.length >= 1 && tags.length <= 5, `${p.id}: ${tags}`);
      const text = stripTex(`${p.title} ${p.abstract}`).toLowerCase().replace(/\s+/g, ' ');
      for (const t of tags) {
        assert.ok(t.split(' ').length <= 3, t);
        for (const w of t.split(' ')) assert.ok(text.includes(w.toLowerCase()), `${p.id}: tag word ${w} not in the text`);
      }
    }
  });

  it('tags are noun phrases of the text without TeX: no command names, no verb fragments', () => {
    const p = {
      ...papers[0],
      title: 'Sparse autoencoders for $\\mathfrak{osp}(2 \\vert 2n)$ representations over $\\mathbb{C}$',
      abstract:
        'We study sparse autoencoders on $\\mathbb{R}^n$, assuming existing lean models. The \\v{S}ilhav\\`y bound gives tight representations of Lie superalgebras. Sparse autoencoders recover the representations.',
    };
    const { tags } = localTags(p);
    assert.ok(tags.includes('sparse autoencoders'), tags.join(' | '));
    for (const t of tags) assert.ok(!/mathbb|mathfrak|vert|assuming|existing/.test(t), `TeX or a fragment in the tag "${t}"`);
    assert.match(LOCAL_MODELS.tags, new RegExp(NLP_MODEL));
  });

  it('no summary field repeats another, and intelligence does not repeat the summary', () => {
    for (const p of papers) {
      const s = localSummary(p);
      const fields = [...s.keyFindings, s.methodology, s.impact];
      assert.equal(new Set(fields).size, fields.length, `${p.id}: a summary field repeats another: ${JSON.stringify(fields)}`);
      const i = localIntelligence(p, { relatedPapers: { count: 0, capped: false, phrases: [], top: [] }, categoryGrowth: [], coAuthors: [], catalogSize: 1 });
      for (const f of i.keyFindings) assert.ok(!fields.includes(f), `${p.id}: intelligence repeats the summary: ${f}`);
    }
  });

  it('keyphrases of a known paper name its topic', () => {
    const face = papers.find((p) => /face recognition/i.test(p.title));
    assert.ok(face, 'the corpus slice has a face-recognition paper');
    assert.ok(keyphrases(face.title, face.abstract, 5).some((k) => k.phrase.includes('face recognition')));
  });

  it('splits sentences without breaking on abbreviations or inside math', () => {
    assert.deepEqual(splitSentences('We use e.g. transformers (Vaswani et al. 2017). It works well. Three datasets agree.'), [
      'We use e.g. transformers (Vaswani et al. 2017).',
      'It works well.',
      'Three datasets agree.',
    ]);
    assert.deepEqual(splitSentences('We bound $x. Y = 2$ for all cases. As shown in Fig. 2. the bound is tight.'), [
      'We bound $x. Y = 2$ for all cases.',
      'As shown in Fig. 2. the bound is tight.',
    ]);
  });

  it('intelligence takes its figures from the catalog facts it is given', () => {
    const p = papers[0];
    const facts: CatalogFacts = {
      relatedPapers: { count: 42, capped: false, phrases: ['low-resolution face recognition'], top: [{ id: 'x', title: 'A related paper' }] },
      categoryGrowth: [{ category: p.categories[0], recent: 120, previous: 100, windowDays: 90, windowEnd: '2026-06-30' }],
      coAuthors: [{ author: p.authors[0], otherPapers: 3, collaborators: ['Grace Hopper'] }],
      catalogSize: 1000,
    };
    const i = localIntelligence(p, facts);
    assert.ok(i.impactScore >= 0 && i.impactScore <= 100);
    assert.ok(['high', 'medium', 'low'].includes(i.citationPotential));
    assert.equal(i.methodologyType, methodologyTypeOf(p));
    assert.ok(i.researchTrends.some((t) => t.includes(`${p.categories[0]}: 120 papers in the 90 days to 2026-06-30, up 20% on the 90 days before (100)`)));
    assert.ok(i.collaborationOpportunities.some((c) => c.startsWith(`${p.authors[0]}: 3 other papers in the catalog, with Grace Hopper`)));
    assert.ok(i.collaborationOpportunities.some((c) => c.startsWith('42 catalog papers share its key phrases')));
    assert.ok(i.keyFindings.length >= 1);
    // More activity and growth never lowers the score.
    const busier = localIntelligence(p, { ...facts, relatedPapers: { ...facts.relatedPapers, count: 400 }, categoryGrowth: [{ ...facts.categoryGrowth[0], recent: 200 }] });
    assert.ok(busier.impactScore >= i.impactScore);
    const lonely = localIntelligence(p, { relatedPapers: { count: 0, capped: false, phrases: [], top: [] }, categoryGrowth: [], coAuthors: [], catalogSize: 1 });
    assert.deepEqual(lonely.collaborationOpportunities, ['No author of this paper has other papers in the catalog yet.']);
  });

  it('chat answers from the paper: its findings, its method, and the sentences that match the question', () => {
    const p = papers.find((x) => /\bwe propose\b/i.test(x.abstract))!;
    const findings = localChat({ scope: 'paper', message: 'Summarize the key findings', sources: [{ paper: p }] });
    assert.equal(findings.provider, 'local');
    assert.ok(findings.response.startsWith(`From “${p.title}”:`));
    for (const f of localSummary(p).keyFindings) assert.ok(findings.response.includes(f));
    const method = localChat({ scope: 'paper', message: 'What methodology does this paper use?', sources: [{ paper: p }] });
    assert.ok(method.response.includes(localSummary(p).methodology));
    assert.ok(method.suggestions.length > 0 && !method.suggestions.includes('What methodology does this paper use?'));
    const word = localTags(p).tags[0];
    const open = localChat({ scope: 'paper', message: `Tell me about ${word}`, sources: [{ paper: p }] });
    const sentences = splitSentences(p.abstract);
    assert.ok(sentences.some((s) => open.response.includes(s)), open.response);
  });

  it('chat over a collection finds shared themes, a paper to start with, and compares methods', () => {
    const vision = papers.filter((p) => p.categories[0] === 'cs.CV').slice(0, 6);
    assert.ok(vision.length >= 3);
    const sources = vision.map((paper) => ({ paper }));
    const themes = localChat({ scope: 'collection', message: 'What themes connect these papers?', sources });
    assert.match(themes.response, /^Across the \d+ papers of your collection, the shared themes are:/);
    const first = localChat({ scope: 'collection', message: 'Which paper should I read first?', sources });
    assert.ok(vision.some((p) => first.response.startsWith(`Start with “${p.title}”`)), first.response);
    const compare = localChat({ scope: 'collection', message: 'Compare the main approaches', sources });
    for (const p of vision.slice(0, 5)) assert.ok(compare.response.includes(`“${p.title}”: ${localSummary(p).methodology}`));
  });

  it('general chat with no matching papers says so', () => {
    const r = localChat({ scope: 'general', message: 'zzzz', sources: [] });
    assert.match(r.response, /could not find papers in the catalog/);
  });
});
