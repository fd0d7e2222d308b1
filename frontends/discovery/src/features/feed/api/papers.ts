import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER, PAPER_API, TIMING, type Paper } from '@scholarlens/contracts';
import { apiRequest, CATEGORY_SERVER_PREFIX, DISCOVERY_API, PAPERS_ROOT_KEY, type AutoTagResponse, type SyncResponse } from '@scholarlens/common';
import { STATS_QUERY_KEY } from './stats';

export const FEED_PAGE_SIZE = 20;

export interface FeedPage {
  papers: Paper[];
  nextCursor: string | null;
}

/** GET /api/papers?limit=&category=&cursor= → Paper[] newest first; the next cursor is in X-Next-Cursor. */
export async function fetchFeedPage({ category, cursor }: { category: string; cursor: string | null }): Promise<FeedPage> {
  const params = new URLSearchParams({ limit: String(FEED_PAGE_SIZE) });
  const prefix = CATEGORY_SERVER_PREFIX[category];
  if (prefix) params.set('category', prefix);
  if (cursor) params.set('cursor', cursor);
  const res = await apiRequest('GET', `${PAPER_API.list}?${params}`);
  const papers = (await res.json()) as Paper[];
  return { papers: Array.isArray(papers) ? papers : [], nextCursor: res.headers.get(NEXT_CURSOR_HEADER) || null };
}

export const feedQueryOptions = (category: string) => ({
  queryKey: [PAPER_API.list, 'feed', category] as const,
  queryFn: ({ pageParam }: { pageParam: string | null }) => fetchFeedPage({ category, cursor: pageParam }),
  initialPageParam: null as string | null,
  getNextPageParam: (last: FeedPage) => last.nextCursor,
  refetchInterval: TIMING.papersPollMs,
});

/** The feed, page by page (refetched every 60 s: spec core §9). */
export function useFeedPapers(category: string) {
  const query = useInfiniteQuery(feedQueryOptions(category));
  const papers = query.data?.pages.flatMap((p) => p.papers) ?? [];
  return { ...query, papers };
}

/** POST /api/papers/sync → {message}; refreshes the papers and stats queries. */
export function useSyncPapers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest('POST', PAPER_API.sync)).json()) as SyncResponse,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: PAPERS_ROOT_KEY });
      void qc.invalidateQueries({ queryKey: STATS_QUERY_KEY });
    },
  });
}

/** POST /api/papers/auto-tag → {taggedPapers}; refreshes the feed. */
export function useAutoTag() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest('POST', DISCOVERY_API.autoTag)).json()) as AutoTagResponse,
    onSuccess: () => void qc.invalidateQueries({ queryKey: PAPERS_ROOT_KEY }),
  });
}
