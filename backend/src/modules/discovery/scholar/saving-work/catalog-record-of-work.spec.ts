import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CatalogWork } from '../../../../platform/external/openalex/openalex-work.js';
import { isDomainError } from '../../../../platform/domain/domain-error.js';
import { NO_PUBLICATION_DATE, catalogRecordOf } from './catalog-record-of-work.js';

const work = (over: Partial<CatalogWork> = {}): CatalogWork => ({
  id: 'W4389761608',
  title: 'PaperQA: Retrieval-Augmented Generative Agent for Scientific Research',
  authors: ['Jakub Lála', 'Sam Cox'],
  year: 2023,
  citations: 27,
  abstract: 'Large Language Models generalize well…',
  venue: 'arXiv (Cornell University)',
  url: 'https://arxiv.org/abs/2312.07559',
  doi: '10.48550/arxiv.2312.07559',
  arxivId: '2312.07559',
  publicationDate: '2023-12-08',
  topic: 'Topic Modeling',
  pdfUrl: 'https://arxiv.org/pdf/2312.07559',
  subjects: ['Computer Science', 'Artificial Intelligence'],
  ...over,
});

const peerj = (over: Partial<CatalogWork> = {}) =>
  work({
    id: 'W2741809807',
    title: 'The state of OA',
    venue: 'PeerJ',
    url: 'https://doi.org/10.7717/peerj.4375',
    doi: '10.7717/peerj.4375',
    arxivId: null,
    publicationDate: '2018-02-13',
    pdfUrl: 'https://peerj.com/articles/4375.pdf',
    subjects: ['Decision Sciences', 'Statistics, Probability and Uncertainty'],
    ...over,
  });

describe('the catalog record of a live work', () => {
  it('an arXiv preprint: the catalog paper of that arXiv id', () => {
    const r = catalogRecordOf(work());
    assert.equal(r.arxivId, '2312.07559');
    assert.equal(r.source, 'arxiv');
    assert.equal(r.version, null);
    assert.equal(r.publishedDate, '2023-12-08');
    assert.equal(r.pdfUrl, 'https://arxiv.org/pdf/2312.07559');
    assert.equal(r.doi, null, 'the arXiv DOI is the id itself');
    assert.equal(r.journalRef, null);
    assert.deepEqual(r.categories, [], 'arXiv categories come with an arXiv sync, not from OpenAlex');
  });

  it('keeps the journal and DOI of a published version', () => {
    const r = catalogRecordOf(work({ doi: '10.1038/s42256-024-00832-8', venue: 'Nature Machine Intelligence', publicationDate: null }));
    assert.equal(r.doi, '10.1038/s42256-024-00832-8');
    assert.equal(r.journalRef, 'Nature Machine Intelligence');
    assert.equal(r.publishedDate, '2023-01-01');
  });

  it('a work that is no arXiv preprint: oa-<OpenAlex id>, with its open-access PDF, subjects, DOI and journal', () => {
    assert.deepEqual(catalogRecordOf(peerj()), {
      arxivId: null,
      openAlexId: 'W2741809807',
      version: null,
      title: 'The state of OA',
      authors: ['Jakub Lála', 'Sam Cox'],
      abstract: 'Large Language Models generalize well…',
      categories: ['Decision Sciences', 'Statistics, Probability and Uncertainty'],
      publishedDate: '2018-02-13',
      updatedDate: null,
      pdfUrl: 'https://peerj.com/articles/4375.pdf',
      doi: '10.7717/peerj.4375',
      journalRef: 'PeerJ',
      comment: null,
      source: 'openalex',
    });
  });

  it('a work with no open-access PDF, no venue and no subjects is saved without them', () => {
    const r = catalogRecordOf(peerj({ pdfUrl: null, venue: 'Research Paper', subjects: [], doi: null }));
    assert.equal(r.pdfUrl, null);
    assert.equal(r.journalRef, null);
    assert.equal(r.doi, null);
    assert.deepEqual(r.categories, []);
  });

  it('refuses a work without any publication date (422)', () => {
    assert.throws(() => catalogRecordOf(peerj({ publicationDate: null, year: null })), isDomainError('refused', NO_PUBLICATION_DATE));
  });
});
