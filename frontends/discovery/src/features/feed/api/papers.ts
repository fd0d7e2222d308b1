import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { AI_API, NEXT_CURSOR_HEADER, PAPER_API, TIMING, type AutoTagResponse, type Paper, type SyncResponse } from '@scholarlens/contracts';
import { api } from '@scholarlens/common';
import { CATEGORY_SERVER_PREFIX } from '../../../lib/paper-rules';
import { PAPERS_ROOT_KEY } from '../../../lib/paper-api';
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
  const { data, headers } = await api.getWithHeaders<Paper[]>(`${PAPER_API.list}?${params}`);
  return { papers: Array.isArray(data) ? data : [], nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

export const feedQueryOptions = (category: string) =>
  infiniteQueryOptions({
    queryKey: [PAPER_API.list, 'feed', category] as const,
    queryFn: ({ pageParam }) => fetchFeedPage({ category, cursor: pageParam }),
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

/** POST /api/papers/sync → {message}. */
export const syncPapers = () => api.post<SyncResponse>(PAPER_API.sync);

/** Syncs the catalog; refreshes the papers and stats queries. */
export function useSyncPapers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: syncPapers,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: PAPERS_ROOT_KEY });
      void qc.invalidateQueries({ queryKey: STATS_QUERY_KEY });
    },
  });
}

/** POST /api/papers/auto-tag → {taggedPapers}. */
export const autoTagPapers = () => api.post<AutoTagResponse>(AI_API.autoTag);

/** Tags untagged papers; refreshes the feed. */
export function useAutoTag() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: autoTagPapers,
    onSuccess: () => void qc.invalidateQueries({ queryKey: PAPERS_ROOT_KEY }),
  });
}
