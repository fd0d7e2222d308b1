import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { SCHOLAR_API, TIMING, type LiveAccessStatus, type SaveWorkAnswer, type ScholarPaper } from '@scholarlens/contracts';
import { api } from '@scholarlens/common';

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

/** Each list's query key is the path it reads. */
export const liveKeys = {
  latest: [SCHOLAR_API.latest] as const,
  search: (q: string) => [SCHOLAR_API.search(q)] as const,
  category: (c: LiveCategory) => [SCHOLAR_API.category(c)] as const,
};

/** GET /api/google-scholar/latest, /search/:query, /category/:category → ScholarPaper[]. */
export const fetchLatest = () => api.get<ScholarPaper[]>(SCHOLAR_API.latest);
export const fetchSearch = (q: string) => api.get<ScholarPaper[]>(SCHOLAR_API.search(q));
export const fetchCategory = (c: LiveCategory) => api.get<ScholarPaper[]>(SCHOLAR_API.category(c));

export const latestWorksQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: liveKeys.latest, queryFn: fetchLatest, refetchInterval: LIVE_POLL_MS.latest, enabled });

/** Runs only for a non-empty query (spec inst §5). */
export const searchWorksQueryOptions = (q: string, enabled: boolean) => {
  const query = q.trim();
  return queryOptions({
    queryKey: liveKeys.search(query),
    queryFn: () => fetchSearch(query),
    refetchInterval: LIVE_POLL_MS.search,
    enabled: enabled && query.length > 0,
  });
};

export const categoryWorksQueryOptions = (category: LiveCategory, enabled: boolean) =>
  queryOptions({ queryKey: liveKeys.category(category), queryFn: () => fetchCategory(category), refetchInterval: LIVE_POLL_MS.category, enabled });

export function useLatestWorks(enabled: boolean) {
  return useQuery(latestWorksQueryOptions(enabled));
}

export function useSearchWorks(q: string, enabled: boolean) {
  return useQuery(searchWorksQueryOptions(q, enabled));
}

export function useCategoryWorks(category: LiveCategory, enabled: boolean) {
  return useQuery(categoryWorksQueryOptions(category, enabled));
}

/** "Save to ScholarLens": POST /api/google-scholar/works/:id/save (signed in). */
export const saveWork = (workId: string) => api.post<SaveWorkAnswer>(SCHOLAR_API.save(workId));

export function useSaveWork() {
  return useMutation({ mutationFn: saveWork });
}

/** "A, B, C +2 more" (spec inst §2, §9). */
export function formatScholarAuthors(authors: string[]): string {
  const shown = authors.slice(0, LIVE_AUTHORS_SHOWN).join(', ');
  const more = authors.length - LIVE_AUTHORS_SHOWN;
  return more > 0 ? `${shown} +${more} more` : shown;
}

/** GET /api/google-scholar/status: whether live access is configured on this server (no secret in it). */
export const fetchLiveAccessStatus = () => api.get<LiveAccessStatus>(SCHOLAR_API.status);

export const liveAccessStatusQueryOptions = () =>
  queryOptions({ queryKey: [SCHOLAR_API.status] as const, queryFn: fetchLiveAccessStatus, staleTime: 5 * 60_000 });

/** true / false once known; null while loading or when the status could not be read (then nothing is promised). */
export function useLiveAccessConfigured(): boolean | null {
  const { data } = useQuery(liveAccessStatusQueryOptions());
  return data ? data.configured : null;
}

/** The status query itself, for the page: it waits for the answer before asking for any list. */
export function useLiveAccessStatus() {
  return useQuery(liveAccessStatusQueryOptions());
}
