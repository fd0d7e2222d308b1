import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@scholarlens/common';
import { ANALYTICS_API, type AnalyticsResearchMetrics, type AnalyticsSettings } from '@scholarlens/contracts';

/**
 * /institutional's Citation Impact and Export Data read the analytics context: its settings (is an
 * OpenAlex institution configured and synced?) and the last 12 months' research metrics.
 */
export const useAnalyticsSource = () => useQuery(queryOptions({ queryKey: ['analytics', 'settings'], queryFn: () => api.get<AnalyticsSettings>(ANALYTICS_API.settings) }));

export const useCitationImpact = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['analytics', ANALYTICS_API.researchMetrics, '12months', 'all'],
      queryFn: async () => (await api.get<AnalyticsResearchMetrics | null>(`${ANALYTICS_API.researchMetrics}?timeframe=12months&department=all`)) ?? null,
      enabled,
    }),
  );
