import { useQuery } from '@tanstack/react-query';

/** GET /api/research-intelligence/trends (spec inst §3 Trends). */
export interface ResearchTrends {
  emergingTopics: { topic: string; growthRate: number; papers: number; keyWords: string[] }[];
  researchGaps: { area: string; opportunityLevel: 'high' | 'medium' | 'low' | string; description: string }[];
  crossDisciplinaryConnections: { domains: [string, string] | string[]; connectionStrength: number; potentialImpact: string }[];
  window?: { days: number; recentFrom: string; recentTo: string } | null;
  papersAnalyzed?: number;
  computedAt?: string;
}

export const TRENDS_PATH = '/api/research-intelligence/trends';
export const TRENDS_QUERY_KEY = [TRENDS_PATH] as const;

/** Spec inst §7: a non-OK response fails with 'Failed to fetch trends'. */
export async function fetchTrends(): Promise<ResearchTrends> {
  const res = await fetch(TRENDS_PATH, { credentials: 'include' });
  if (!res.ok) throw new Error('Failed to fetch trends');
  return (await res.json()) as ResearchTrends;
}

export function useResearchTrends() {
  return useQuery({ queryKey: TRENDS_QUERY_KEY, queryFn: fetchTrends });
}

/** No data: no answer, or nothing in any of the three sections. */
export function hasTrendData(t: ResearchTrends | undefined): t is ResearchTrends {
  return Boolean(t && (t.emergingTopics?.length || t.researchGaps?.length || t.crossDisciplinaryConnections?.length));
}
