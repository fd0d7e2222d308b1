import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API, ADMIN_POLL_MS, type AdminHealth } from '@scholarlens/contracts';
import { api } from '@scholarlens/common';

/** GET /api/admin/health, every 5 s. */
export const fetchAdminHealth = () => api.get<AdminHealth>(ADMIN_API.health);

export const adminHealthQueryOptions = () =>
  queryOptions({ queryKey: [ADMIN_API.health], queryFn: fetchAdminHealth, refetchInterval: ADMIN_POLL_MS.dashboard });

export const useAdminHealth = () => useQuery(adminHealthQueryOptions());
