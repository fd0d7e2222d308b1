import { useQuery } from '@tanstack/react-query';
import { ADMIN_API, ADMIN_POLL_MS, type AdminStats } from '@scholarlens/contracts';
import { getJson } from '@scholarlens/common';

/** GET /api/admin/stats, every 5 s (spec core §9). */
export function useAdminStats() {
  return useQuery({ queryKey: [ADMIN_API.stats], queryFn: () => getJson<AdminStats>(ADMIN_API.stats), refetchInterval: ADMIN_POLL_MS.dashboard });
}
