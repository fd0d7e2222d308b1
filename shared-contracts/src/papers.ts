/** The paper catalog's contract (spec core §3, §7). */
import type { AiProvenance, Intelligence } from './ai.js';

export interface Paper {
  id: string;
  arxivId: string | null;
  title: string;
  authors: string[];
  abstract: string;
  categories: string[];
  /** AI tags. */
  tags: string[];
  /** ISO date (YYYY-MM-DD) of first publication. */
  publishedDate: string;
  pdfUrl: string | null;
  /** Where the paper came from, e.g. "arXiv". */
  source: string;
  views: number;
  /** The AI summary as JSON text (see Summary), or null when none was generated. */
  summary: string | null;
  /** Catalog extras (the spec's fields above are the contract; these help citations and the paper page). */
  /** ISO date of the latest version, when the source reported it. */
  updatedDate?: string | null;
  /** The arXiv version the metadata describes, when known. */
  version?: number | null;
  doi?: string | null;
  journalRef?: string | null;
  comment?: string | null;
  /** ISO instant the paper entered the catalog. */
  addedAt?: string;
  /** The OpenAlex work id (W…) of a paper saved from OpenAlex without an arXiv id; null otherwise. */
  openAlexId?: string | null;
  /** The stored research intelligence (POST /api/papers/:id/intelligence), null when none. */
  intelligence?: Intelligence | null;
  /** Which provider and model produced `tags` (null when the paper is untagged). */
  tagsProvenance?: AiProvenance | null;
}

/** Parsed from Paper.summary; a parse failure means no summary. */
export interface Summary {
  keyFindings: string[] | string;
  methodology: string;
  impact: string;
  technicalLevel: string;
  /** 0..1, shown as a rounded percentage. */
  confidence: number;
  /** Which provider and model produced it (every AI result records this). */
  provider?: string;
  model?: string;
}

/**
 * GET /api/papers answers a list of papers, newest first (spec core §7), with `limit`, `category`
 * and `cursor` query parameters; the cursor of the next page travels in this response header
 * (absent on the last page) so the body stays the list the spec describes.
 */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

export interface Stats {
  /** Papers added to the catalog in the last 24 hours. */
  todayPapers: number;
  totalPapers: number;
  /** Mean confidence of stored AI summaries as a percent; null when there are none. */
  aiQuality: number | null;
}

export interface AdminStats extends Stats {
  categories: string[];
  topCategories: { name: string; count: number }[];
}

export interface AcquisitionEstimate {
  currentInDB: number;
  estimatedTotal: number;
}

/** The category dropdown of the home feed (spec core §2); matching uses the first two letters (core §5). */
export const FEED_CATEGORIES = [
  'All Categories',
  'Computer Science',
  'Physics',
  'Mathematics',
  'Biology',
  'Chemistry',
  'Engineering',
] as const;

/** Answer of POST /api/papers/sync. */
export interface SyncResponse {
  message: string;
}

export const PAPER_API = {
  list: '/api/papers',
  search: '/api/papers/search',
  one: (id: string) => `/api/papers/${encodeURIComponent(id)}`,
  stats: '/api/stats',
  adminStats: '/api/admin/stats',
  sync: '/api/papers/sync',
  estimateTotal: '/api/papers/estimate-total',
  bulkScrape: '/api/papers/bulk-scrape',
  author: (name: string) => `/api/authors/${encodeURIComponent(name)}`,
  similar: (id: string) => `/api/papers/${encodeURIComponent(id)}/similar`,
  citations: (id: string) => `/api/papers/${encodeURIComponent(id)}/citations`,
} as const;

/** How many similar papers a paper page lists. */
export const SIMILAR_PAPERS_LIMIT = 6;

/** A paper close in meaning to another, with the similarity of their embeddings and why they meet. */
export interface SimilarPaper {
  paper: Paper;
  /** Cosine similarity of the two papers' embeddings, 0–1. */
  similarity: number;
  /** What the two share, in words: "Shares the topic “graph neural networks”", "Both in cs.LG". */
  reasons: string[];
}

/**
 * Answer of GET /api/papers/:id/similar. `status`: `ready` (papers may still be empty: nothing
 * close enough), `not-embedded` (this paper has no embedding yet), `index-loading` (the vector
 * index is still opening). `provenance` names the embedding model that measured the similarity.
 */
export interface SimilarPapersAnswer {
  status: 'ready' | 'not-embedded' | 'index-loading';
  papers: SimilarPaper[];
  provenance: AiProvenance | null;
}

/** How many references and citing works a paper page lists of each (the counts are OpenAlex's totals). */
export const CITATION_LINKS_LIMIT = 25;

/** A work a paper cites, or one that cites it, as OpenAlex lists it. */
export interface CitationLink {
  title: string;
  year: number | null;
  /** The OpenAlex work id (W…). */
  openAlexId: string;
  doi: string | null;
  arxivId: string | null;
  citedByCount: number;
  /** The catalog's paper id when the catalog has this work (its page is /paper/{paperId}); null otherwise. */
  paperId: string | null;
  /** Where to read it outside ScholarLens (its DOI, else OpenAlex). */
  url: string;
}

/**
 * Answer of GET /api/papers/:id/citations[?refresh=true]: the paper's references and the works
 * citing it, from OpenAlex, kept with the time they were fetched and fetched again once older
 * than the refresh age. `not-configured`: live access (an OpenAlex key) is off, so nothing is
 * known; `not-found`: OpenAlex does not know this paper.
 */
export interface CitationGraphAnswer {
  status: 'ready' | 'not-configured' | 'not-found';
  message: string | null;
  source: 'OpenAlex';
  workId: string | null;
  /** ISO instant the lists were fetched; null when they never were. */
  fetchedAt: string | null;
  references: { count: number; items: CitationLink[] };
  citations: { count: number; items: CitationLink[] };
}

/** The page of an author: `/author/{name}`, any written form of the name. */
export const authorPath = (name: string) => `/author/${encodeURIComponent(name)}`;

/** How many of an author's papers GET /api/authors/:name lists (newest first); `total` counts them all. */
export const AUTHOR_PAGE_LIMIT = 100;

/**
 * Answer of GET /api/authors/:name: the catalog's papers by one author. Names are matched by their
 * normalised form (surname and first initial, accents and TeX accents removed), so "A. Einstein",
 * "Albert Einstein" and "Albert Einstein" written with TeX accents meet on one page.
 */
export interface AuthorPage {
  /** The fullest written form of the name in the catalog. */
  name: string;
  /** Every written form of the name on the listed papers, most frequent first. */
  variants: string[];
  /** Papers in the catalog by this author. */
  total: number;
  /** Newest first, at most AUTHOR_PAGE_LIMIT. */
  papers: Paper[];
  /** Who wrote the listed papers with this author, most papers first (at most 12). */
  coAuthors: { name: string; papers: number }[];
  /** The categories of the listed papers, most papers first. */
  categories: { category: string; papers: number }[];
}

/** arXiv's PDF address for an id (spec core §5, PDF rule). */
export function arxivPdfUrl(arxivId: string): string {
  return `https://arxiv.org/pdf/${arxivId}`;
}

/** Authors rule (spec core §5): up to 4 in full, else the first three followed by "et al.". */
export function shownAuthors(authors: readonly string[]): { shown: readonly string[]; etAl: boolean } {
  return authors.length <= 4 ? { shown: authors, etAl: false } : { shown: authors.slice(0, 3), etAl: true };
}

/** The authors rule as text. */
export function formatAuthors(authors: readonly string[]): string {
  const { shown, etAl } = shownAuthors(authors);
  return `${shown.join(', ')}${etAl ? ' et al.' : ''}`;
}

/** Parses the stored summary JSON; anything unparsable is "no summary". */
export function parseSummary(text: string | null | undefined): Summary | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Summary;
    return value && typeof value === 'object' && typeof value.confidence === 'number' ? value : null;
  } catch {
    return null;
  }
}
