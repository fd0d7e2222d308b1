import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@scholarlens/common';
import { AI_RESEARCH_API, type DepartmentActivity, type GlobalIntelligence, type RecommendationsAnswer, INTELLIGENCE_API, type IntelligenceAlert, LIVE_METRICS_POLL_MS, type LiveMetrics, RESEARCH_API, type ResearchTrendsResponse, type TrendingItem } from '@scholarlens/contracts';

/** GET /api/intelligence/live-metrics, polled every 5 s while shown (spec inst §9), signed in only. */
export const liveMetricsQuery = () =>
  queryOptions({ queryKey: ['intelligence', 'live-metrics'], queryFn: () => api.get<LiveMetrics>(INTELLIGENCE_API.liveMetrics), refetchInterval: LIVE_METRICS_POLL_MS });

export const useLiveMetrics = () => useQuery(liveMetricsQuery());

/** GET /api/intelligence/departments: members by department with their last 30 days. */
export const useDepartments = () =>
  useQuery(queryOptions({ queryKey: ['intelligence', 'departments'], queryFn: () => api.get<DepartmentActivity[]>(INTELLIGENCE_API.departments) }));

/** GET /api/research-intelligence/trends: the catalog's research trends (discovery's research context computes them). */
export const useResearchTrends = () =>
  useQuery(queryOptions({ queryKey: ['research-intelligence', 'trends'], queryFn: () => api.get<ResearchTrendsResponse>(RESEARCH_API.trends) }));

/** GET /api/intelligence/alerts, polled with the live metrics (a raised alert shows within 5 s). */
export const useAlerts = () =>
  useQuery(queryOptions({ queryKey: ['intelligence', 'alerts'], queryFn: () => api.get<IntelligenceAlert[]>(INTELLIGENCE_API.alerts), refetchInterval: LIVE_METRICS_POLL_MS }));

/** POST /api/intelligence/alerts/:id/acknowledge (administrators): clears "Action Required". */
export function useAcknowledgeAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (alertId: string) => api.post<void>(INTELLIGENCE_API.acknowledgeAlert(alertId), {}),
    onSuccess: () => client.invalidateQueries({ queryKey: ['intelligence', 'alerts'] }),
  });
}

/** GET /api/intelligence/trending: rising categories in the catalog and in members' reading. */
export const useTrending = () =>
  useQuery(queryOptions({ queryKey: ['intelligence', 'trending'], queryFn: () => api.get<TrendingItem[]>(INTELLIGENCE_API.trending) }));

const RECOMMENDATIONS_KEY = ['ai-research', 'recommendations'] as const;

/** GET /api/ai-research/recommendations: the signed-in user's, from their own reading. */
export const useRecommendations = () =>
  useQuery(queryOptions({ queryKey: RECOMMENDATIONS_KEY, queryFn: () => api.get<RecommendationsAnswer>(AI_RESEARCH_API.recommendations) }));

/** POST /api/ai-research/refresh-recommendations: recomputes; the answer replaces the cached list. */
export function useRefreshRecommendations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<RecommendationsAnswer>(AI_RESEARCH_API.refreshRecommendations, {}),
    onSuccess: (answer) => client.setQueryData(RECOMMENDATIONS_KEY, answer),
  });
}

/** GET /api/intelligence/global: the fastest-growing fields worldwide (OpenAlex), or why there are none. */
export const useGlobalIntelligence = () =>
  useQuery(queryOptions({ queryKey: ['intelligence', 'global'], queryFn: () => api.get<GlobalIntelligence>(INTELLIGENCE_API.global) }));
