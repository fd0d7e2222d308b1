/** An arXiv sync run (stream `arxiv-sync-<runId>`): its events, its state and how events evolve it. */

export type SyncTrigger = 'user' | 'first-start';

export type ArxivSyncStarted = {
  type: 'ArxivSyncStarted';
  data: { categories: string[]; maxResults: number; trigger: SyncTrigger };
};
export type ArxivSyncCompleted = {
  type: 'ArxivSyncCompleted';
  /** `fetched`: entries arXiv answered; `rejected`: entries that could not be read. */
  data: { added: number; updated: number; unchanged: number; fetched: number; rejected: number };
};
/** `kind`: `upstream` when arXiv answered with an error, `unreachable` when it could not be reached, `internal` otherwise. */
export type SyncFailureKind = 'upstream' | 'unreachable' | 'internal';
export type ArxivSyncFailed = { type: 'ArxivSyncFailed'; data: { reason: string; kind: SyncFailureKind } };

export type ArxivSyncEvent = ArxivSyncStarted | ArxivSyncCompleted | ArxivSyncFailed;
export const ARXIV_SYNC_EVENT_TYPES = ['ArxivSyncStarted', 'ArxivSyncCompleted', 'ArxivSyncFailed'] as const;

export type ArxivSyncState =
  | { status: 'none' }
  | { status: 'running'; categories: string[]; maxResults: number }
  | { status: 'completed'; added: number; updated: number; unchanged: number }
  | { status: 'failed'; reason: string; kind: SyncFailureKind };

export const initialArxivSyncState: ArxivSyncState = { status: 'none' };

export function evolve(_state: ArxivSyncState, event: ArxivSyncEvent): ArxivSyncState {
  switch (event.type) {
    case 'ArxivSyncStarted':
      return { status: 'running', categories: event.data.categories, maxResults: event.data.maxResults };
    case 'ArxivSyncCompleted':
      return { status: 'completed', added: event.data.added, updated: event.data.updated, unchanged: event.data.unchanged };
    case 'ArxivSyncFailed':
      return { status: 'failed', reason: event.data.reason, kind: event.data.kind };
  }
}

export function arxivSyncStreamId(runId: string): string {
  return `arxiv-sync-${runId}`;
}
