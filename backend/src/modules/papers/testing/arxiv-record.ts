import type { PaperMetadata } from '../../../platform/external/arxiv/paper-metadata.js';

/**
 * An arXiv preprint's record as the importer catalogues it, for tests: a test names what it is about
 * (title, categories, dates…) and the rest is a plain first version without DOI or journal.
 */
export function arxivRecord(arxivId: string, over: Partial<Omit<PaperMetadata, 'arxivId'>> = {}): PaperMetadata {
  return {
    arxivId,
    version: 1,
    title: `Paper ${arxivId}`,
    authors: ['J. Doe'],
    abstract: 'An abstract.',
    categories: ['cs.LG'],
    publishedDate: '2026-06-01',
    updatedDate: null,
    pdfUrl: `https://arxiv.org/pdf/${arxivId}`,
    doi: null,
    journalRef: null,
    comment: null,
    source: 'arxiv',
    ...over,
  };
}
