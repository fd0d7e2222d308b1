/**
 * "Save to ScholarLens" (beyond the spec): what saving a live work into the catalog means, given
 * what the catalog already holds (pure: no I/O, no clock). A work the catalog has — same arXiv
 * id, or same DOI — is not imported twice; an arXiv preprint is imported as a catalog paper
 * through the catalog's ingestion (event-sourced); any other work cannot be saved yet, since the
 * catalog is keyed by arXiv id.
 */
import { HttpStatus } from '@nestjs/common';
import { isArxivId, pdfUrlFor } from '../../../platform/external/arxiv/arxiv-id.js';
import type { PaperMetadata } from '../../../platform/external/arxiv/paper-metadata.js';
import type { ScholarPaper } from '../../../platform/external/openalex/openalex-work.js';
import { DomainError } from '../../../platform/http/error.filter.js';

export type SaveDecision = { kind: 'already-catalogued'; paperId: string } | { kind: 'import'; metadata: PaperMetadata };

export const NOT_AN_ARXIV_WORK =
  'Only arXiv preprints can be saved to ScholarLens for now: this work has no arXiv id, and no paper in the catalog has its DOI.';

export function decideSave(work: ScholarPaper, catalogMatch: { paperId: string } | null): SaveDecision {
  if (catalogMatch) return { kind: 'already-catalogued', paperId: catalogMatch.paperId };
  if (!work.arxivId || !isArxivId(work.arxivId)) throw new DomainError(NOT_AN_ARXIV_WORK, HttpStatus.UNPROCESSABLE_ENTITY);
  const publishedDate = work.publicationDate ?? (work.year ? `${work.year}-01-01` : null);
  if (!publishedDate) throw new DomainError('This work has no publication date; it cannot be saved.', HttpStatus.UNPROCESSABLE_ENTITY);
  return {
    kind: 'import',
    metadata: {
      arxivId: work.arxivId,
      // Unknown here: an arXiv sync that brings the paper with its version supersedes this record
      // (and brings its arXiv categories, which OpenAlex does not give).
      version: null,
      title: work.title,
      authors: work.authors,
      abstract: work.abstract,
      categories: [],
      publishedDate,
      updatedDate: null,
      pdfUrl: pdfUrlFor(work.arxivId),
      doi: work.doi && !/^10\.48550\//.test(work.doi) ? work.doi : null,
      journalRef: work.venue && !/arxiv/i.test(work.venue) && work.venue !== 'Research Paper' ? work.venue : null,
      comment: null,
      source: 'arxiv',
    },
  };
}
