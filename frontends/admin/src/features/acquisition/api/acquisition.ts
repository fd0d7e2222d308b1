import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_API,
  ADMIN_POLL_MS,
  type AcquisitionEstimate,
  type AcquisitionStatus,
  type BacklogCounts,
  type MessageResponse,
  type QueueSummary,
} from '@scholarlens/contracts';
import { api } from '@scholarlens/common';

const poll = { refetchInterval: ADMIN_POLL_MS.dashboard };

/** GET /api/papers/estimate-total, /api/admin/acquisition, /api/admin/search/backlog, /api/admin/queues: every 5 s. */
export const fetchEstimate = () => api.get<AcquisitionEstimate>(ADMIN_API.estimateTotal);
export const fetchAcquisitionStatus = () => api.get<AcquisitionStatus>(ADMIN_API.acquisition);
export const fetchBacklog = () => api.get<BacklogCounts>(ADMIN_API.searchBacklog);
export const fetchQueues = () => api.get<QueueSummary[]>(ADMIN_API.queues);

export const estimateQueryOptions = () => queryOptions({ queryKey: [ADMIN_API.estimateTotal], queryFn: fetchEstimate, ...poll });
export const acquisitionStatusQueryOptions = () => queryOptions({ queryKey: [ADMIN_API.acquisition], queryFn: fetchAcquisitionStatus, ...poll });
export const backlogQueryOptions = () => queryOptions({ queryKey: [ADMIN_API.searchBacklog], queryFn: fetchBacklog, ...poll });
export const queuesQueryOptions = () => queryOptions({ queryKey: [ADMIN_API.queues], queryFn: fetchQueues, ...poll });

export const useEstimate = () => useQuery(estimateQueryOptions());
export const useAcquisitionStatus = () => useQuery(acquisitionStatusQueryOptions());
export const useBacklog = () => useQuery(backlogQueryOptions());
export const useQueues = () => useQuery(queuesQueryOptions());

/** POST /api/papers/bulk-scrape → {message}. */
export const startBulkAcquisition = () => api.post<MessageResponse>(ADMIN_API.bulkScrape);

export function useStartBulkAcquisition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startBulkAcquisition,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: [ADMIN_API.acquisition] });
      void client.invalidateQueries({ queryKey: [ADMIN_API.estimateTotal] });
      void client.invalidateQueries({ queryKey: [ADMIN_API.queues] });
    },
  });
}

/** A job's progress as a percent, when it reported one (a number, or an object with `percent`). */
export function progressPercent(progress: unknown): number | null {
  if (typeof progress === 'number') return progress;
  if (progress && typeof progress === 'object' && typeof (progress as { percent?: unknown }).percent === 'number') return (progress as { percent: number }).percent;
  if (progress && typeof progress === 'object') {
    const p = progress as { finished?: number; remaining?: number };
    if (typeof p.finished === 'number' && typeof p.remaining === 'number' && p.finished + p.remaining > 0) return (p.finished / (p.finished + p.remaining)) * 100;
  }
  return null;
}
