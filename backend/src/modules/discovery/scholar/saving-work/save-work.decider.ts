/**
 * "Save to ScholarLens" (beyond the spec): what saving a live work into the catalog means, given
 * what the catalog already holds (pure: no I/O, no clock). A work the catalog has — same arXiv
 * id, same OpenAlex id, or same DOI — is not imported twice. Otherwise it is imported through the
 * catalog's ingestion (event-sourced): an arXiv preprint as the catalog paper of its arXiv id, any
 * other work as the paper oa-<OpenAlex id>, with no arXiv id.
 */
import { HttpStatus } from '@nestjs/common';
import { isArxivId, pdfUrlFor } from '../../../../platform/external/arxiv/arxiv-id.js';
import { type CatalogWork, DEFAULT_VENUE } from '../../../../platform/external/openalex/openalex-work.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import type { CatalogRecord } from '../papers-port.js';

export type SaveDecision = { kind: 'already-catalogued'; paperId: string } | { kind: 'import'; metadata: CatalogRecord };

export const NO_PUBLICATION_DATE = 'This work has no publication date; it cannot be saved.';

export function decideSave(work: CatalogWork, catalogMatch: { paperId: string } | null): SaveDecision {
  if (catalogMatch) return { kind: 'already-catalogued', paperId: catalogMatch.paperId };
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
      kind: 'import',
      metadata: {
        ...common,
        arxivId: work.arxivId,
        // The arXiv categories come with an arXiv sync: OpenAlex does not give them.
        categories: [],
        pdfUrl: pdfUrlFor(work.arxivId),
        doi: work.doi && !/^10\.48550\//.test(work.doi) ? work.doi : null,
        journalRef: work.venue && !/arxiv/i.test(work.venue) && work.venue !== DEFAULT_VENUE ? work.venue : null,
        source: 'arxiv',
      },
    };
  }
  return {
    kind: 'import',
    metadata: {
      ...common,
      arxivId: null,
      openAlexId: work.id,
      // OpenAlex's field and subfield: the feed's filter files a field under its arXiv archive.
      categories: work.subjects,
      pdfUrl: work.pdfUrl,
      doi: work.doi,
      journalRef: work.venue !== DEFAULT_VENUE ? work.venue : null,
      source: 'openalex',
    },
  };
}
