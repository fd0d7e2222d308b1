import { useQuery } from '@tanstack/react-query';
import { ADMIN_API, ADMIN_POLL_MS, type AdminHealth } from '@scholarlens/contracts';
import { getJson } from '@scholarlens/common';

export const useAdminHealth = () =>
  useQuery({ queryKey: [ADMIN_API.health], queryFn: () => getJson<AdminHealth>(ADMIN_API.health), refetchInterval: ADMIN_POLL_MS.dashboard });
