import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESEARCH_API, type ResearchTrends, type ResearchTrendsResponse } from '@scholarlens/contracts';
import { api } from '@scholarlens/common';

export const TRENDS_QUERY_KEY = [RESEARCH_API.trends] as const;

/** GET /api/research-intelligence/trends (spec inst §3 Trends); a failure is 'Failed to fetch trends' (inst §7). */
export async function fetchTrends(): Promise<ResearchTrendsResponse> {
  try {
    return await api.get<ResearchTrendsResponse>(RESEARCH_API.trends);
  } catch (error) {
    throw new Error('Failed to fetch trends', { cause: error });
  }
}

export const trendsQueryOptions = () => queryOptions({ queryKey: TRENDS_QUERY_KEY, queryFn: fetchTrends });

export function useResearchTrends() {
  return useQuery(trendsQueryOptions());
}

/** No data: no answer, or nothing in any of the three sections. */
export function hasTrendData(t: ResearchTrends | undefined): t is ResearchTrends {
  return Boolean(t && (t.emergingTopics?.length || t.researchGaps?.length || t.crossDisciplinaryConnections?.length));
}
