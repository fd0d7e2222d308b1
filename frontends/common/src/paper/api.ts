import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAPER_API, type Paper } from '@scholarlens/contracts';
import { apiRequest, getJson } from '../api';
import { USAGE_QUERY_KEY } from '../auth';
import { DISCOVERY_API, type SummaryResponse } from '../discovery-types';

/**
 * Query keys of the paper catalog. Every key starts with "/api/papers", so invalidating
 * PAPERS_ROOT_KEY refreshes the feed, search results and paper pages at once.
 */
export const PAPERS_ROOT_KEY = [PAPER_API.list] as const;
export const paperQueryKey = (id: string) => [PAPER_API.list, id] as const;

/** GET /api/papers/:id (id or arXiv id). */
export const fetchPaper = (id: string) => getJson<Paper>(PAPER_API.one(id));

export const paperQueryOptions = (id: string) => ({
  queryKey: paperQueryKey(id),
  queryFn: () => fetchPaper(id),
});

/** POST /api/papers/:id/summary → {summary}; on success the papers queries (and usage) are refreshed. */
export function useGenerateSummary(paperId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest('POST', DISCOVERY_API.summary(paperId))).json()) as SummaryResponse,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: PAPERS_ROOT_KEY });
      void qc.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
    },
  });
}
