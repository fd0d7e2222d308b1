/**
 * One sync's checkpoints (stream `analytics-sync-<syncId>`): after each page of works is stored,
 * the cursor of the next page and the count so far. A sync interrupted by a crash or a shutdown
 * resumes from its last checkpoint (the page after it is fetched again; storing it twice rewrites
 * the same rows). Deciding a page whose cursor is already recorded changes nothing (a retried job).
 */
import type { Aggregate } from '../../../platform/event-store/aggregate.js';

export type AnalyticsSyncPageStored = {
  type: 'AnalyticsSyncPageStored';
  data: { institutionId: string; syncId: string; page: number; nextCursor: string | null; fetched: number; total: number; at: string };
};
export type AnalyticsSyncEvent = AnalyticsSyncPageStored;
export const ANALYTICS_SYNC_EVENT_TYPES = ['AnalyticsSyncPageStored'] as const;

export type AnalyticsSyncState = { page: number; nextCursor: string | null; fetched: number; total: number | null; done: boolean };
export const initialAnalyticsSyncState: AnalyticsSyncState = { page: 0, nextCursor: '*', fetched: 0, total: null, done: false };

export function evolve(_state: AnalyticsSyncState, event: AnalyticsSyncEvent): AnalyticsSyncState {
  const d = event.data;
  return { page: d.page, nextCursor: d.nextCursor, fetched: d.fetched, total: d.total, done: d.nextCursor === null };
}

export type AnalyticsSyncCommand = { type: 'RecordPage'; data: AnalyticsSyncPageStored['data'] };

export function decide(command: AnalyticsSyncCommand, state: AnalyticsSyncState): AnalyticsSyncEvent[] {
  if (command.data.page <= state.page) return [];
  return [{ type: 'AnalyticsSyncPageStored', data: command.data }];
}

export const analyticsSyncStreamId = (syncId: string) => `analytics-sync-${syncId}`;

export const analyticsSyncAggregate: Aggregate<AnalyticsSyncEvent, AnalyticsSyncState, AnalyticsSyncCommand> = {
  streamId: analyticsSyncStreamId,
  initial: initialAnalyticsSyncState,
  evolve,
  decide,
};
