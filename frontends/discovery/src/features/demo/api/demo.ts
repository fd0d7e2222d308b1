import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAPER_API, TIMING, type Paper, type Stats } from '@scholarlens/contracts';
import { api } from '@scholarlens/common';

/** The demo reads the newest papers (GET /api/papers, every 60 s) and the stats (every 30 s): inst §7. */
export const fetchDemoPapers = () => api.get<Paper[]>(`${PAPER_API.list}?limit=50`);

export const demoPapersQueryOptions = () =>
  queryOptions({ queryKey: [PAPER_API.list, 'demo'] as const, queryFn: fetchDemoPapers, refetchInterval: TIMING.papersPollMs });

export function useDemoPapers() {
  return useQuery(demoPapersQueryOptions());
}

/** GET /api/stats. */
export const fetchDemoStats = () => api.get<Stats>(PAPER_API.stats);

export const demoStatsQueryOptions = () =>
  queryOptions({ queryKey: [PAPER_API.stats] as const, queryFn: fetchDemoStats, refetchInterval: TIMING.statsPollMs });

export function useDemoStats() {
  return useQuery(demoStatsQueryOptions());
}
