/**
 * "Save to ScholarLens" (beyond the spec): the catalog record a live (OpenAlex) work is imported as
 * (pure: no I/O, no clock). An arXiv preprint becomes the catalog paper of its arXiv id, any other
 * work the paper oa-<OpenAlex id>, with no arXiv id. Whether the catalog holds the work already
 * (same arXiv id, OpenAlex id or DOI) is the save handler's question, asked before this one.
 */
import { isArxivId, pdfUrlFor } from '../../../../platform/external/arxiv/arxiv-id.js';
import { type CatalogWork, DEFAULT_VENUE } from '../../../../platform/external/openalex/openalex-work.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import type { CatalogRecord } from '../ports.js';

export const NO_PUBLICATION_DATE = 'This work has no publication date; it cannot be saved.';

/** The catalog record of a work; a work without any publication date cannot be one (refused: 422). */
export function catalogRecordOf(work: CatalogWork): CatalogRecord {
  const publishedDate = work.publicationDate ?? (work.year ? `${work.year}-01-01` : null);
  if (!publishedDate) throw new DomainError('refused', NO_PUBLICATION_DATE);
  const common = {
    // Unknown here: an arXiv sync that brings the paper with its version supersedes this record.
    version: null,
    title: work.title,
    authors: work.authors,
    abstract: work.abstract,
    publishedDate,
    updatedDate: null,
    comment: null,
  };
  if (work.arxivId && isArxivId(work.arxivId)) {
    return {
      ...common,
      arxivId: work.arxivId,
      // The arXiv categories come with an arXiv sync: OpenAlex does not give them.
      categories: [],
      pdfUrl: pdfUrlFor(work.arxivId),
      doi: work.doi && !/^10\.48550\//.test(work.doi) ? work.doi : null,
      journalRef: work.venue && !/arxiv/i.test(work.venue) && work.venue !== DEFAULT_VENUE ? work.venue : null,
      source: 'arxiv',
    };
  }
  return {
    ...common,
    arxivId: null,
    openAlexId: work.id,
    // OpenAlex's field and subfield: the feed's filter files a field under its arXiv archive.
    categories: work.subjects,
    pdfUrl: work.pdfUrl,
    doi: work.doi,
    journalRef: work.venue !== DEFAULT_VENUE ? work.venue : null,
    source: 'openalex',
  };
}
