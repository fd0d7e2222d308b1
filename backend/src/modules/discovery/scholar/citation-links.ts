/**
 * A paper's references and citing works as fetched from OpenAlex (stream `citation-links-<paperId>`):
 * each fetch is one event with both lists as they were then, so a page can say when they were
 * fetched and the next fetch can tell them stale. Whether a work is in the catalog is decided when
 * read (the catalog grows), from the arXiv id and DOI kept here.
 */
import type { CitationLink } from '@scholarlens/contracts';
import { type OpenAlexWork, arxivIdOfWork, bareDoi, shortWorkId, workUrl } from '../../../platform/external/openalex/openalex-work.js';

export type StoredCitationLink = Omit<CitationLink, 'paperId'>;

export type CitationLinksFetched = {
  type: 'CitationLinksFetched';
  data: {
    workId: string;
    references: { count: number; items: StoredCitationLink[] };
    citations: { count: number; items: StoredCitationLink[] };
    fetchedAt: string;
  };
};

export const citationLinksStreamId = (paperId: string) => `citation-links-${paperId}`;
export const paperIdOfCitationLinksStream = (streamId: string) => (streamId.startsWith('citation-links-') ? streamId.slice('citation-links-'.length) : null);

export function toCitationLink(work: OpenAlexWork): StoredCitationLink {
  return {
    title: (work.title ?? work.display_name ?? '').replace(/\s+/g, ' ').trim() || 'Untitled work',
    year: work.publication_year ?? null,
    openAlexId: shortWorkId(work.id),
    doi: bareDoi(work.doi),
    arxivId: arxivIdOfWork(work),
    citedByCount: work.cited_by_count ?? 0,
    url: workUrl(work),
  };
}
