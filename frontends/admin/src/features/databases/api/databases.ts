import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_API,
  ADMIN_POLL_MS,
  type ArxivDownloadAnswer,
  type ArxivDownloadRequest,
  type ArxivSetupAnswer,
  type DatabaseStatus,
  type MessageResponse,
} from '@scholarlens/contracts';
import { api } from '@scholarlens/common';

/** GET /api/admin/databases/status every 3 s (spec inst §9). */
export const fetchDatabaseStatus = () => api.get<DatabaseStatus>(ADMIN_API.databasesStatus);

export const databaseStatusQueryOptions = () =>
  queryOptions({ queryKey: [ADMIN_API.databasesStatus], queryFn: fetchDatabaseStatus, refetchInterval: ADMIN_POLL_MS.databases });

export const useDatabaseStatus = () => useQuery(databaseStatusQueryOptions());

/** POST /api/admin/databases/connect, /sync, /api/admin/arxiv/setup, /api/admin/arxiv/download {limit}. */
export const connectAll = () => api.post<MessageResponse>(ADMIN_API.databasesConnect);
export const syncData = () => api.post<MessageResponse>(ADMIN_API.databasesSync);
export const setupArxiv = () => api.post<ArxivSetupAnswer>(ADMIN_API.arxivSetup);
export const downloadArxiv = (body: ArxivDownloadRequest) => api.post<ArxivDownloadAnswer>(ADMIN_API.arxivDownload, body);

/** Each command refreshes the status when it settles. */
function useDatabaseCommand<TBody, TAnswer>(command: (body: TBody) => Promise<TAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: command,
    onSettled: () => client.invalidateQueries({ queryKey: [ADMIN_API.databasesStatus] }),
  });
}

export const useConnectAll = () => useDatabaseCommand<void, MessageResponse>(connectAll);
export const useSyncData = () => useDatabaseCommand<void, MessageResponse>(syncData);
export const useArxivSetup = () => useDatabaseCommand<void, ArxivSetupAnswer>(setupArxiv);
export const useArxivDownload = () => useDatabaseCommand<ArxivDownloadRequest, ArxivDownloadAnswer>(downloadArxiv);
