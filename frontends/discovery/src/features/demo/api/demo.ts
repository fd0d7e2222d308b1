import { useQuery } from '@tanstack/react-query';
import { PAPER_API, TIMING, type Paper, type Stats } from '@scholarlens/contracts';
import { getJson } from '@scholarlens/common';

/** The demo reads the newest papers (GET /api/papers, every 60 s) and the stats (every 30 s): inst §7. */
export function useDemoPapers() {
  return useQuery({
    queryKey: [PAPER_API.list, 'demo'] as const,
    queryFn: () => getJson<Paper[]>(`${PAPER_API.list}?limit=50`),
    refetchInterval: TIMING.papersPollMs,
  });
}

export function useDemoStats() {
  return useQuery({ queryKey: [PAPER_API.stats] as const, queryFn: () => getJson<Stats>(PAPER_API.stats), refetchInterval: TIMING.statsPollMs });
}
