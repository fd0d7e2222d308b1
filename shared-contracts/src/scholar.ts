/** Live research access (spec inst §2, §3, §7): works read live from OpenAlex, saved into the catalog on demand. */

export const SCHOLAR_API = {
  latest: '/api/google-scholar/latest',
  search: (query: string) => `/api/google-scholar/search/${encodeURIComponent(query)}`,
  category: (category: string) => `/api/google-scholar/category/${encodeURIComponent(category)}`,
  work: (workId: string) => `/api/google-scholar/works/${encodeURIComponent(workId)}`,
  save: (workId: string) => `/api/google-scholar/works/${encodeURIComponent(workId)}/save`,
  status: '/api/google-scholar/status',
} as const;

/** The server setting that turns live research access on (named for administrators, never its value). */
export const LIVE_ACCESS_VARIABLE = 'OPENALEX_API_KEY';

/** Answer of GET /api/google-scholar/status (public). */
export interface LiveAccessStatus {
  /** Whether the live lists can answer (an OpenAlex API key is set). */
  configured: boolean;
  /** The environment variable an administrator sets to turn it on. */
  variable: typeof LIVE_ACCESS_VARIABLE;
}

/** What the page and the home card say when live access is off (issue #28). */
export const LIVE_ACCESS_MESSAGES = {
  notConfigured: 'Live research access is not configured on this server',
  adminHint: (variable: string) => `Administrators: set ${variable} in the server's environment and restart it to search scholarly works live.`,
} as const;

/** The spec's Scholar paper, plus what identifies it (for "Save to ScholarLens"). */
export interface ScholarPaper {
  /** The OpenAlex work id (W…). */
  id: string;
  title: string;
  authors: string[];
  year: number | null;
  citations: number;
  abstract: string;
  venue: string;
  url: string;
  /** Bare DOI (10.…), lower case, when the work has one. */
  doi: string | null;
  /** arXiv id when the work is an arXiv preprint (from its DOI or an arxiv.org location). */
  arxivId: string | null;
  publicationDate: string | null;
  topic: string | null;
}

/** Answer of POST /api/google-scholar/works/:workId/save (signed in). */
export interface SaveWorkAnswer {
  /** The catalog paper (open it at /paper/:id). */
  paperId: string;
  /** imported: new in the catalog; already-in-catalog: it was there (same arXiv id, OpenAlex id or DOI). */
  status: 'imported' | 'already-in-catalog';
  message: string;
}
