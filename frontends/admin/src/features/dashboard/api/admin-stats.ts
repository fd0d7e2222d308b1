import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API, ADMIN_POLL_MS, type AdminStats } from '@scholarlens/contracts';
import { api } from '@scholarlens/common';

/** GET /api/admin/stats, every 5 s (spec core §9). */
export const fetchAdminStats = () => api.get<AdminStats>(ADMIN_API.stats);

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: [ADMIN_API.stats], queryFn: fetchAdminStats, refetchInterval: ADMIN_POLL_MS.dashboard });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
