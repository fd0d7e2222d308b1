import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, ADMIN_POLL_MS, type DatabaseStatus } from '@scholarlens/contracts';
import { apiRequest, getJson } from '@scholarlens/common';

/** GET /api/admin/databases/status every 3 s (spec inst §9). */
export const useDatabaseStatus = () =>
  useQuery({ queryKey: [ADMIN_API.databasesStatus], queryFn: () => getJson<DatabaseStatus>(ADMIN_API.databasesStatus), refetchInterval: ADMIN_POLL_MS.databases });

function usePost<TBody, TAnswer>(url: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TBody) => (await (await apiRequest('POST', url, body === undefined ? undefined : body)).json()) as TAnswer,
    onSettled: () => client.invalidateQueries({ queryKey: [ADMIN_API.databasesStatus] }),
  });
}

export const useConnectAll = () => usePost<void, { message: string }>(ADMIN_API.databasesConnect);
export const useSyncData = () => usePost<void, { message: string }>(ADMIN_API.databasesSync);
export const useArxivSetup = () => usePost<void, { message: string; s3Configured: boolean }>(ADMIN_API.arxivSetup);
export const useArxivDownload = () => usePost<{ limit: number }, { message: string; limit: number; via: string; started: boolean }>(ADMIN_API.arxivDownload);
