import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@scholarlens/common';
import { INTELLIGENCE_API, LIVE_METRICS_POLL_MS, type LiveMetrics } from '@scholarlens/contracts';

/** GET /api/intelligence/live-metrics, polled every 5 s while shown (spec inst §9), signed in only. */
export const liveMetricsQuery = () =>
  queryOptions({ queryKey: ['intelligence', 'live-metrics'], queryFn: () => api.get<LiveMetrics>(INTELLIGENCE_API.liveMetrics), refetchInterval: LIVE_METRICS_POLL_MS });

export const useLiveMetrics = () => useQuery(liveMetricsQuery());
