import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ScholarPaper } from '../../../platform/external/openalex/openalex-work.js';
import { DomainError } from '../../../platform/http/error.filter.js';
import { NOT_AN_ARXIV_WORK, decideSave } from './save-work.decider.js';

const work = (over: Partial<ScholarPaper> = {}): ScholarPaper => ({
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
  ...over,
});

describe('save a live work to the catalog', () => {
  it('given a paper with its arXiv id or DOI in the catalog: nothing to import', () => {
    assert.deepEqual(decideSave(work(), { paperId: '2312.07559' }), { kind: 'already-catalogued', paperId: '2312.07559' });
    assert.deepEqual(decideSave(work({ arxivId: null, doi: '10.1038/x' }), { paperId: '2401.00001' }), {
      kind: 'already-catalogued',
      paperId: '2401.00001',
    });
  });

  it('given an arXiv preprint the catalog lacks: import it as the catalog paper of that arXiv id', () => {
    const d = decideSave(work(), null);
    assert.equal(d.kind, 'import');
    if (d.kind !== 'import') return;
    assert.equal(d.metadata.arxivId, '2312.07559');
    assert.equal(d.metadata.version, null);
    assert.equal(d.metadata.publishedDate, '2023-12-08');
    assert.equal(d.metadata.pdfUrl, 'https://arxiv.org/pdf/2312.07559');
    assert.equal(d.metadata.doi, null, 'the arXiv DOI is the id itself');
    assert.equal(d.metadata.journalRef, null);
    assert.deepEqual(d.metadata.categories, []);
  });

  it('keeps the journal and DOI of a published version', () => {
    const d = decideSave(work({ doi: '10.1038/s42256-024-00832-8', venue: 'Nature Machine Intelligence', publicationDate: null }), null);
    assert.ok(d.kind === 'import');
    assert.equal(d.metadata.doi, '10.1038/s42256-024-00832-8');
    assert.equal(d.metadata.journalRef, 'Nature Machine Intelligence');
    assert.equal(d.metadata.publishedDate, '2023-01-01');
  });

  it('refuses a work that is not an arXiv preprint (422)', () => {
    assert.throws(
      () => decideSave(work({ arxivId: null, doi: '10.7717/peerj.4375' }), null),
      (e: unknown) => e instanceof DomainError && e.status === 422 && e.message === NOT_AN_ARXIV_WORK,
    );
  });
});
