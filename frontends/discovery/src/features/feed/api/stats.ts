import { useQuery } from '@tanstack/react-query';
import { PAPER_API, TIMING, type Stats } from '@scholarlens/contracts';
import { DISCOVERY_API, getJson } from '@scholarlens/common';

export const STATS_QUERY_KEY = [PAPER_API.stats] as const;
export const LIVE_QUERY_KEY = [DISCOVERY_API.liveLatest] as const;

export const fetchStats = () => getJson<Stats>(PAPER_API.stats);

/** GET /api/stats, polled every 30 s. */
export function useStats() {
  return useQuery({ queryKey: STATS_QUERY_KEY, queryFn: fetchStats, refetchInterval: TIMING.statsPollMs });
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

/** Live-access check, polled every 30 s; any failure means "not live", silently (spec core §7, §8). */
export async function fetchLive(): Promise<boolean> {
  try {
    const res = await fetch(DISCOVERY_API.liveLatest, { credentials: 'include' });
    if (!res.ok) return false;
    return hasLiveItem(await res.json());
  } catch {
    return false;
  }
}

export function useLiveAccess() {
  const q = useQuery({ queryKey: LIVE_QUERY_KEY, queryFn: fetchLive, refetchInterval: TIMING.statsPollMs });
  return q.data === true;
}
