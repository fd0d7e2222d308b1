/**
 * OpenAlex works (`/works`) and how one becomes the spec's Scholar paper (inst §3: title,
 * authors, year, citations, abstract, venue, url). Only the fields read here are typed.
 */
import type { ScholarPaper } from '@scholarlens/contracts';

export interface OpenAlexWork {
  id: string;
  doi?: string | null;
  title?: string | null;
  display_name?: string | null;
  publication_year?: number | null;
  publication_date?: string | null;
  cited_by_count?: number | null;
  abstract_inverted_index?: Record<string, number[]> | null;
  authorships?: { author?: { display_name?: string | null } | null }[] | null;
  primary_location?: OpenAlexLocation | null;
  locations?: OpenAlexLocation[] | null;
  ids?: Record<string, string | undefined> | null;
  primary_topic?: OpenAlexTopic | null;
}

/** A topic and where it sits in OpenAlex's hierarchy (domain > field > subfield > topic). */
export interface OpenAlexTopic {
  id?: string | null;
  display_name?: string | null;
  subfield?: OpenAlexTopicLevel | null;
  field?: OpenAlexTopicLevel | null;
  domain?: OpenAlexTopicLevel | null;
}

export interface OpenAlexTopicLevel {
  id?: string | null;
  display_name?: string | null;
}

export interface OpenAlexLocation {
  is_oa?: boolean | null;
  landing_page_url?: string | null;
  pdf_url?: string | null;
  source?: { display_name?: string | null } | null;
}

export interface OpenAlexList {
  meta: { count: number; per_page?: number; next_cursor?: string | null };
  results: OpenAlexWork[];
}

/** The fields the mapping reads: asked with `select` so lists stay small. */
export const WORK_FIELDS = [
  'id',
  'doi',
  'title',
  'display_name',
  'publication_year',
  'publication_date',
  'cited_by_count',
  'abstract_inverted_index',
  'authorships',
  'primary_location',
  'locations',
  'ids',
  'primary_topic',
] as const;

/** The spec's venue badge when the work names none (inst §2). */
export const DEFAULT_VENUE = 'Research Paper';

export type { ScholarPaper };

/** Rebuilds the abstract from OpenAlex's inverted index (word → positions). */
export function rebuildAbstract(index: Record<string, number[]> | null | undefined): string {
  if (!index) return '';
  const words: string[] = [];
  for (const [word, positions] of Object.entries(index)) {
    for (const p of positions) if (Number.isInteger(p) && p >= 0) words[p] = word;
  }
  return words.filter((w) => w !== undefined).join(' ').replace(/\s+/g, ' ').trim();
}

/** `W2741809807` from `https://openalex.org/W2741809807` (or the short id itself). */
export function shortWorkId(id: string): string {
  return id.replace(/^https?:\/\/openalex\.org\//i, '');
}

/** A bare, lower-case DOI from `https://doi.org/10.…`, `doi:10.…` or `10.…`; null otherwise. */
export function bareDoi(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = /(10\.\d{4,9}\/\S+)$/i.exec(value.trim().replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:)/i, ''));
  return m ? m[1].toLowerCase() : null;
}

const ARXIV_DOI = /^10\.48550\/arxiv\.(.+)$/i;
const ARXIV_URL = /arxiv\.org\/(?:abs|pdf)\/([^?#\s]+?)(?:v\d+)?(?:\.pdf)?(?:[?#].*)?$/i;

/** The arXiv id of a work that is an arXiv preprint: from the arXiv DOI, else an arxiv.org location. */
export function arxivIdOfWork(work: OpenAlexWork): string | null {
  const doi = bareDoi(work.doi ?? work.ids?.doi);
  const byDoi = doi ? ARXIV_DOI.exec(doi) : null;
  if (byDoi) return byDoi[1].replace(/v\d+$/, '');
  for (const loc of [work.primary_location, ...(work.locations ?? [])]) {
    for (const url of [loc?.landing_page_url, loc?.pdf_url]) {
      const m = url ? ARXIV_URL.exec(url) : null;
      if (m) return m[1];
    }
  }
  return null;
}

/** The page to open: the landing page, else the DOI, else the work's OpenAlex page. */
export function workUrl(work: OpenAlexWork): string {
  const landing = work.primary_location?.landing_page_url ?? work.locations?.find((l) => l?.landing_page_url)?.landing_page_url;
  if (landing && /^https?:\/\//.test(landing)) return landing;
  const doi = bareDoi(work.doi);
  if (doi) return `https://doi.org/${doi}`;
  return `https://openalex.org/${shortWorkId(work.id)}`;
}

export function toScholarPaper(work: OpenAlexWork): ScholarPaper {
  const title = (work.title ?? work.display_name ?? '').replace(/\s+/g, ' ').trim();
  return {
    id: shortWorkId(work.id),
    title: title || 'Untitled',
    authors: (work.authorships ?? [])
      .map((a) => a?.author?.display_name?.trim())
      .filter((n): n is string => Boolean(n)),
    year: work.publication_year ?? null,
    citations: work.cited_by_count ?? 0,
    abstract: rebuildAbstract(work.abstract_inverted_index),
    venue: work.primary_location?.source?.display_name?.trim() || DEFAULT_VENUE,
    url: workUrl(work),
    doi: bareDoi(work.doi),
    arxivId: arxivIdOfWork(work),
    publicationDate: work.publication_date ?? null,
    topic: work.primary_topic?.display_name ?? null,
  };
}

/** What saving a work into the catalog needs beyond the Scholar paper. */
export interface CatalogWork extends ScholarPaper {
  /** The work's open-access PDF: the primary location's, else an open-access location's; null when none. */
  pdfUrl: string | null;
  /** The primary topic's field and subfield names (field first), as the work's subjects. */
  subjects: string[];
}

const isHttpUrl = (url: string | null | undefined): url is string => typeof url === 'string' && /^https?:\/\//.test(url);

/** The open-access PDF of a work, if any location has one (the primary location first). */
export function openAccessPdfUrl(work: OpenAlexWork): string | null {
  const primary = work.primary_location;
  if (primary?.is_oa !== false && isHttpUrl(primary?.pdf_url)) return primary.pdf_url;
  return work.locations?.find((l) => l?.is_oa && isHttpUrl(l.pdf_url))?.pdf_url ?? null;
}

export function toCatalogWork(work: OpenAlexWork): CatalogWork {
  const topic = work.primary_topic;
  const subjects = [topic?.field?.display_name, topic?.subfield?.display_name]
    .map((name) => name?.trim())
    .filter((name): name is string => Boolean(name));
  return { ...toScholarPaper(work), pdfUrl: openAccessPdfUrl(work), subjects: [...new Set(subjects)] };
}
