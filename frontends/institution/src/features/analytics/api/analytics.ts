import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@scholarlens/common';
import {
  ANALYTICS_API,
  type AnalyticsBenchmarks,
  type AnalyticsDepartment,
  type AnalyticsDepartments,
  type AnalyticsImpact,
  type AnalyticsPredictions,
  type AnalyticsResearchMetrics,
  type AnalyticsRoi,
  type AnalyticsSettings,
  type AnalyticsSyncStatus,
  type AnalyticsTimeframe,
  type ConfigureAnalyticsRequest,
  type LinkAuthorRequest,
} from '@scholarlens/contracts';

/** Every analytics query starts with this key, so Refresh refetches them all. */
export const ANALYTICS_ROOT = ['analytics'] as const;

const nullable = async <T>(path: string): Promise<T | null> => (await api.get<T | null>(path)) ?? null;

/** GET /api/analytics/settings; polled every 2 s while a sync runs, so its progress moves. */
export const useAnalyticsSettings = () =>
  useQuery(
    queryOptions({
      queryKey: [...ANALYTICS_ROOT, 'settings'],
      queryFn: () => api.get<AnalyticsSettings>(ANALYTICS_API.settings),
      refetchInterval: (q) => (q.state.data?.sync?.status === 'running' ? 2000 : false),
    }),
  );

const figures = <T>(path: string, timeframe: AnalyticsTimeframe, department: AnalyticsDepartment, enabled: boolean) => {
  const url = `${path}?${new URLSearchParams({ timeframe, department })}`;
  return queryOptions({ queryKey: [...ANALYTICS_ROOT, path, timeframe, department], queryFn: () => nullable<T>(url), enabled });
};

export const useResearchMetrics = (t: AnalyticsTimeframe, d: AnalyticsDepartment, on: boolean) => useQuery(figures<AnalyticsResearchMetrics>(ANALYTICS_API.researchMetrics, t, d, on));
export const useDepartments = (t: AnalyticsTimeframe, d: AnalyticsDepartment, on: boolean) => useQuery(figures<AnalyticsDepartments>(ANALYTICS_API.departments, t, d, on));
export const useImpact = (t: AnalyticsTimeframe, d: AnalyticsDepartment, on: boolean) => useQuery(figures<AnalyticsImpact>(ANALYTICS_API.impact, t, d, on));
export const useRoi = (t: AnalyticsTimeframe, on: boolean) => useQuery(figures<AnalyticsRoi>(ANALYTICS_API.roi, t, 'all', on));
export const usePredictions = (on: boolean) =>
  useQuery(queryOptions({ queryKey: [...ANALYTICS_ROOT, ANALYTICS_API.predictions], queryFn: () => nullable<AnalyticsPredictions>(ANALYTICS_API.predictions), enabled: on }));
export const useBenchmarks = (on: boolean) =>
  useQuery(queryOptions({ queryKey: [...ANALYTICS_ROOT, ANALYTICS_API.benchmarks], queryFn: () => nullable<AnalyticsBenchmarks>(ANALYTICS_API.benchmarks), enabled: on }));

function useAnalyticsCommand<TBody, TAnswer>(command: (body: TBody) => Promise<TAnswer>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: command, onSuccess: () => client.invalidateQueries({ queryKey: [...ANALYTICS_ROOT] }) });
}

/** PUT /api/analytics/settings (administrators). */
export const useConfigureAnalytics = () => useAnalyticsCommand((body: ConfigureAnalyticsRequest) => api.put<AnalyticsSettings>(ANALYTICS_API.settings, body));
/** PUT /api/analytics/author (the caller's own author ids). */
export const useLinkAuthor = () => useAnalyticsCommand((body: LinkAuthorRequest) => api.put<AnalyticsSettings>(ANALYTICS_API.author, body));
/** POST /api/analytics/sync (administrators). */
export const useSyncNow = () => useAnalyticsCommand((_: undefined) => api.post<AnalyticsSyncStatus>(ANALYTICS_API.sync, {}));
