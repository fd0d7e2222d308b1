import { useMutation, useQuery } from '@tanstack/react-query';
import { TIMING } from '@scholarlens/contracts';
import { apiRequest, getJson } from '@scholarlens/common';

/** Scholar paper (spec inst §3) as GET /api/google-scholar/* answers it. */
export interface ScholarPaper {
  id: string;
  title: string;
  authors: string[];
  year: number | null;
  citations: number;
  abstract: string;
  venue: string | null;
  url: string;
  doi?: string | null;
  arxivId?: string | null;
  publicationDate?: string | null;
}

/** The six categories (spec inst §2), in the spec's order. */
export const LIVE_CATEGORIES = [
  { id: 'ai', label: 'Artificial Intelligence' },
  { id: 'quantum', label: 'Quantum Computing' },
  { id: 'biotech', label: 'Biotechnology' },
  { id: 'climate', label: 'Climate Science' },
  { id: 'neuroscience', label: 'Neuroscience' },
  { id: 'physics', label: 'Physics' },
] as const;
export type LiveCategory = (typeof LIVE_CATEGORIES)[number]['id'];
export const DEFAULT_CATEGORY: LiveCategory = 'ai';

/** Spec inst §9: scholar latest every 30 s, search and category every 60 s. */
export const LIVE_POLL_MS = { latest: TIMING.statsPollMs, search: 60_000, category: 60_000 } as const;
/** Spec inst §9: authors shown 3. */
export const LIVE_AUTHORS_SHOWN = 3;
/** Spec inst §2: the venue badge's default. */
export const DEFAULT_VENUE = 'Research Paper';

const BASE = '/api/google-scholar';

export const liveKeys = {
  latest: [`${BASE}/latest`] as const,
  search: (q: string) => [`${BASE}/search`, q] as const,
  category: (c: LiveCategory) => [`${BASE}/category`, c] as const,
};

export const fetchLatest = () => getJson<ScholarPaper[]>(`${BASE}/latest`);
export const fetchSearch = (q: string) => getJson<ScholarPaper[]>(`${BASE}/search/${encodeURIComponent(q)}`);
export const fetchCategory = (c: LiveCategory) => getJson<ScholarPaper[]>(`${BASE}/category/${encodeURIComponent(c)}`);

export function useLatestWorks(enabled: boolean) {
  return useQuery({ queryKey: liveKeys.latest, queryFn: fetchLatest, refetchInterval: LIVE_POLL_MS.latest, enabled });
}

/** Runs only for a non-empty query (spec inst §5). */
export function useSearchWorks(q: string, enabled: boolean) {
  const query = q.trim();
  return useQuery({
    queryKey: liveKeys.search(query),
    queryFn: () => fetchSearch(query),
    refetchInterval: LIVE_POLL_MS.search,
    enabled: enabled && query.length > 0,
  });
}

export function useCategoryWorks(category: LiveCategory, enabled: boolean) {
  return useQuery({ queryKey: liveKeys.category(category), queryFn: () => fetchCategory(category), refetchInterval: LIVE_POLL_MS.category, enabled });
}

export interface SaveWorkAnswer {
  paperId: string;
  status: 'imported' | 'already-in-catalog';
  message: string;
}

/** "Save to ScholarLens": POST /api/google-scholar/works/:id/save (signed in). */
export function useSaveWork() {
  return useMutation({
    mutationFn: async (workId: string) =>
      (await (await apiRequest('POST', `${BASE}/works/${encodeURIComponent(workId)}/save`)).json()) as SaveWorkAnswer,
  });
}

/** "A, B, C +2 more" (spec inst §2, §9). */
export function formatScholarAuthors(authors: string[]): string {
  const shown = authors.slice(0, LIVE_AUTHORS_SHOWN).join(', ');
  const more = authors.length - LIVE_AUTHORS_SHOWN;
  return more > 0 ? `${shown} +${more} more` : shown;
}
