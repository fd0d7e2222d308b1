/** What each command on an arXiv sync run decides (pure: no I/O, no clock). */
import { DomainError } from '../../../platform/domain/domain-error.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type ArxivSyncCompleted,
  type ArxivSyncEvent,
  type ArxivSyncState,
  type SyncFailureKind,
  type SyncTrigger,
  arxivSyncStreamId,
  evolve,
  initialArxivSyncState,
} from './arxiv-sync.js';

export type StartArxivSync = { type: 'StartArxivSync'; data: { categories: string[]; maxResults: number; trigger: SyncTrigger } };
export type CompleteArxivSync = { type: 'CompleteArxivSync'; data: ArxivSyncCompleted['data'] };
export type FailArxivSync = { type: 'FailArxivSync'; data: { reason: string; kind: SyncFailureKind } };
export type ArxivSyncCommand = StartArxivSync | CompleteArxivSync | FailArxivSync;

export function decide(command: ArxivSyncCommand, state: ArxivSyncState): ArxivSyncEvent[] {
  switch (command.type) {
    case 'StartArxivSync': {
      if (command.data.categories.length === 0) throw new DomainError('refused', 'An arXiv sync needs at least one category');
      // A retried job starts again on a run that exists: nothing new happens.
      if (state.status !== 'none') return [];
      return [{ type: 'ArxivSyncStarted', data: command.data }];
    }
    case 'CompleteArxivSync': {
      if (state.status === 'completed') return [];
      if (state.status !== 'running') throw new DomainError('conflict', `An arXiv sync that is ${state.status} cannot complete`);
      return [{ type: 'ArxivSyncCompleted', data: command.data }];
    }
    case 'FailArxivSync': {
      if (state.status === 'failed') return [];
      if (state.status !== 'running') throw new DomainError('conflict', `An arXiv sync that is ${state.status} cannot fail`);
      return [{ type: 'ArxivSyncFailed', data: command.data }];
    }
  }
}

const papers = (n: number) => `${n} new paper${n === 1 ? '' : 's'}`;

/** The answer of POST /api/papers/sync for a finished run (toasted as "Sync Complete"). */
export function syncMessage(result: { added: number; updated: number }, alreadyDone = false): string {
  const updated = result.updated > 0 ? ` and updated ${result.updated}` : '';
  if (alreadyDone) {
    return result.added > 0
      ? `Already synced with arXiv moments ago: added ${papers(result.added)}${updated}`
      : 'No new papers: the catalog was synced with arXiv moments ago';
  }
  if (result.added === 0) return result.updated > 0 ? `No new papers; updated ${result.updated} from arXiv` : 'No new papers: the catalog is up to date';
  return `Added ${papers(result.added)} from arXiv${updated}`;
}

/** An arXiv sync run (stream `arxiv-sync-<runId>`): its steps are recorded by the sync job. */
export const arxivSyncAggregate: Aggregate<ArxivSyncEvent, ArxivSyncState, ArxivSyncCommand> = {
  streamId: arxivSyncStreamId,
  initial: initialArxivSyncState,
  evolve,
  decide,
};
