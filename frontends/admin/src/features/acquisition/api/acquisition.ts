import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, ADMIN_POLL_MS, type AcquisitionEstimate } from '@scholarlens/contracts';
import { apiRequest, getJson } from '@scholarlens/common';

export interface AcquisitionStatus {
  isRunning: boolean;
  status: 'idle' | 'running' | 'completed' | 'failed';
  harvested: number;
  completeListSize: number | null;
  percent: number | null;
  startedAt: string | null;
  failureReason: string | null;
}

export interface BacklogCounts {
  pending: number;
  embedded: number;
  model: string;
}

export interface QueueSummary {
  name: string;
  paused: boolean;
  counts: { waiting: number; active: number; delayed: number; completed: number; failed: number };
  active: { id: string; progress: unknown; attemptsMade: number; startedAt: string | null }[];
  recentFailures: { id: string; failedReason: string | null; finishedAt: string | null }[];
}

const poll = { refetchInterval: ADMIN_POLL_MS.dashboard };

export const useEstimate = () =>
  useQuery({ queryKey: [ADMIN_API.estimateTotal], queryFn: () => getJson<AcquisitionEstimate>(ADMIN_API.estimateTotal), ...poll });
export const useAcquisitionStatus = () =>
  useQuery({ queryKey: [ADMIN_API.acquisition], queryFn: () => getJson<AcquisitionStatus>(ADMIN_API.acquisition), ...poll });
export const useBacklog = () => useQuery({ queryKey: [ADMIN_API.searchBacklog], queryFn: () => getJson<BacklogCounts>(ADMIN_API.searchBacklog), ...poll });
export const useQueues = () => useQuery({ queryKey: [ADMIN_API.queues], queryFn: () => getJson<QueueSummary[]>(ADMIN_API.queues), ...poll });

/** POST /api/papers/bulk-scrape → {message}. */
export function useStartBulkAcquisition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest('POST', ADMIN_API.bulkScrape)).json()) as { message: string },
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
