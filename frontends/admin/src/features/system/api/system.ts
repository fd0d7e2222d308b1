import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API, type SystemStatus } from '@scholarlens/contracts';
import { api } from '@scholarlens/common';

/** GET /api/admin/system. */
export const fetchSystemStatus = () => api.get<SystemStatus>(ADMIN_API.system);

export const systemStatusQueryOptions = () => queryOptions({ queryKey: [ADMIN_API.system], queryFn: fetchSystemStatus });

export const useSystemStatus = () => useQuery(systemStatusQueryOptions());
