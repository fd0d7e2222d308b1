import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAPER_API, SCHOLAR_API, TIMING, type Stats } from '@scholarlens/contracts';
import { api } from '@scholarlens/common';

/** The one-item probe of live research access. */
const LIVE_PROBE_PATH = `${SCHOLAR_API.latest}?limit=1`;

export const STATS_QUERY_KEY = [PAPER_API.stats] as const;
export const LIVE_QUERY_KEY = [LIVE_PROBE_PATH] as const;

/** GET /api/stats. */
export const fetchStats = () => api.get<Stats>(PAPER_API.stats);

/** Polled every 30 s. */
export const statsQueryOptions = () => queryOptions({ queryKey: STATS_QUERY_KEY, queryFn: fetchStats, refetchInterval: TIMING.statsPollMs });

export function useStats() {
  return useQuery(statsQueryOptions());
}

/** Whether an answer of GET /api/google-scholar/latest?limit=1 holds at least one item. */
export function hasLiveItem(body: unknown): boolean {
  if (Array.isArray(body)) return body.length > 0;
  if (body && typeof body === 'object') {
    for (const key of ['papers', 'items', 'results', 'works', 'data']) {
      const v = (body as Record<string, unknown>)[key];
      if (Array.isArray(v)) return v.length > 0;
    }
  }
  return false;
}

/** Live-access check; any failure means "not live", silently (spec core §7, §8). */
export async function fetchLive(): Promise<boolean> {
  try {
    return hasLiveItem(await api.get<unknown>(LIVE_PROBE_PATH));
  } catch {
    return false;
  }
}

/** Polled every 30 s. */
export const liveQueryOptions = () => queryOptions({ queryKey: LIVE_QUERY_KEY, queryFn: fetchLive, refetchInterval: TIMING.statsPollMs });

export function useLiveAccess() {
  const q = useQuery(liveQueryOptions());
  return q.data === true;
}
