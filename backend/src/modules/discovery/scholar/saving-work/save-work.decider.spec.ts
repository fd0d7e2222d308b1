import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CatalogWork } from '../../../../platform/external/openalex/openalex-work.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { NO_PUBLICATION_DATE, decideSave } from './save-work.decider.js';

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

describe('save a live work to the catalog', () => {
  it('given a paper with its arXiv id, OpenAlex id or DOI in the catalog: nothing to import', () => {
    assert.deepEqual(decideSave(work(), { paperId: '2312.07559' }), { kind: 'already-catalogued', paperId: '2312.07559' });
    assert.deepEqual(decideSave(peerj(), { paperId: 'oa-W2741809807' }), { kind: 'already-catalogued', paperId: 'oa-W2741809807' });
    assert.deepEqual(decideSave(peerj(), { paperId: '2401.00001' }), { kind: 'already-catalogued', paperId: '2401.00001' });
  });

  it('given an arXiv preprint the catalog lacks: import it as the catalog paper of that arXiv id', () => {
    const d = decideSave(work(), null);
    assert.equal(d.kind, 'import');
    if (d.kind !== 'import') return;
    assert.equal(d.metadata.arxivId, '2312.07559');
    assert.equal(d.metadata.source, 'arxiv');
    assert.equal(d.metadata.version, null);
    assert.equal(d.metadata.publishedDate, '2023-12-08');
    assert.equal(d.metadata.pdfUrl, 'https://arxiv.org/pdf/2312.07559');
    assert.equal(d.metadata.doi, null, 'the arXiv DOI is the id itself');
    assert.equal(d.metadata.journalRef, null);
    assert.deepEqual(d.metadata.categories, [], 'arXiv categories come with an arXiv sync, not from OpenAlex');
  });

  it('keeps the journal and DOI of a published version', () => {
    const d = decideSave(work({ doi: '10.1038/s42256-024-00832-8', venue: 'Nature Machine Intelligence', publicationDate: null }), null);
    assert.ok(d.kind === 'import');
    assert.equal(d.metadata.doi, '10.1038/s42256-024-00832-8');
    assert.equal(d.metadata.journalRef, 'Nature Machine Intelligence');
    assert.equal(d.metadata.publishedDate, '2023-01-01');
  });

  it('given a work that is no arXiv preprint: import it as oa-<OpenAlex id>, with its open-access PDF, subjects, DOI and journal', () => {
    const d = decideSave(peerj(), null);
    assert.deepEqual(d, {
      kind: 'import',
      metadata: {
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
      },
    });
  });

  it('a work with no open-access PDF, no venue and no subjects is saved without them', () => {
    const d = decideSave(peerj({ pdfUrl: null, venue: 'Research Paper', subjects: [], doi: null }), null);
    assert.ok(d.kind === 'import');
    assert.equal(d.metadata.pdfUrl, null);
    assert.equal(d.metadata.journalRef, null);
    assert.equal(d.metadata.doi, null);
    assert.deepEqual(d.metadata.categories, []);
  });

  it('refuses a work without any publication date (422)', () => {
    assert.throws(
      () => decideSave(peerj({ publicationDate: null, year: null }), null),
      (e: unknown) => e instanceof DomainError && e.kind === 'refused' && e.message === NO_PUBLICATION_DATE,
    );
  });
});
