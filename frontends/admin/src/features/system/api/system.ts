import { useQuery } from '@tanstack/react-query';
import { ADMIN_API, type SystemStatus } from '@scholarlens/contracts';
import { getJson } from '@scholarlens/common';

export const useSystemStatus = () => useQuery({ queryKey: [ADMIN_API.system], queryFn: () => getJson<SystemStatus>(ADMIN_API.system) });
