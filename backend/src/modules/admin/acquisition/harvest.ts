/**
 * A bulk acquisition run (stream `acquisition-<runId>`): an OAI-PMH ListRecords harvest. Each
 * imported page is an event carrying the resumption token of the next page, so the log says
 * exactly where a crashed or restarted run resumes.
 */

export interface HarvestParams {
  /** OAI set, e.g. `cs` or `physics:hep-th`; null for the whole repository. */
  set: string | null;
  /** Datestamps `YYYY-MM-DD`; null when open. */
  from: string | null;
  until: string | null;
  /** Records to harvest at most (POST /api/admin/arxiv/download {limit}); null or absent: the whole list. */
  limit?: number | null;
}

export type HarvestStarted = { type: 'HarvestStarted'; data: HarvestParams & { requestedBy: string | null } };
export type HarvestPageImported = {
  type: 'HarvestPageImported';
  data: {
    /** 1-based page number within the run. */
    page: number;
    /** The resumption token of the next page; null on the last one. */
    token: string | null;
    /** The token's cursor (records before this page, per OAI-PMH), when the repository sends one. */
    cursor: number | null;
    completeListSize: number | null;
    /** Records read on the page, and what ingesting them did. */
    records: number;
    new: number;
    updated: number;
    rejected: number;
    deleted: number;
  };
};
export type HarvestCompleted = { type: 'HarvestCompleted'; data: { pages: number; harvested: number; new: number; updated: number } };
export type HarvestFailed = { type: 'HarvestFailed'; data: { reason: string } };

export type HarvestEvent = HarvestStarted | HarvestPageImported | HarvestCompleted | HarvestFailed;
export const HARVEST_EVENT_TYPES = ['HarvestStarted', 'HarvestPageImported', 'HarvestCompleted', 'HarvestFailed'] as const;

interface Progress {
  params: HarvestParams;
  pages: number;
  /** Token to resume from; null before the first page (and after the last). */
  token: string | null;
  harvested: number;
  new: number;
  updated: number;
  completeListSize: number | null;
}

export type HarvestState =
  | { status: 'none' }
  | ({ status: 'running' } & Progress)
  | ({ status: 'completed' } & Progress)
  | ({ status: 'failed'; reason: string } & Progress);

export const initialHarvestState: HarvestState = { status: 'none' };

export function evolve(state: HarvestState, event: HarvestEvent): HarvestState {
  switch (event.type) {
    case 'HarvestStarted': {
      const { requestedBy: _, ...params } = event.data;
      return { status: 'running', params, pages: 0, token: null, harvested: 0, new: 0, updated: 0, completeListSize: null };
    }
    case 'HarvestPageImported': {
      if (state.status === 'none') return state;
      const d = event.data;
      return {
        ...state,
        pages: d.page,
        token: d.token,
        harvested: state.harvested + d.records,
        new: state.new + d.new,
        updated: state.updated + d.updated,
        completeListSize: d.completeListSize ?? state.completeListSize,
      };
    }
    case 'HarvestCompleted':
      return state.status === 'none' ? state : { ...state, status: 'completed' };
    case 'HarvestFailed':
      return state.status === 'none' ? state : { ...state, status: 'failed', reason: event.data.reason };
  }
}

export function harvestStreamId(runId: string): string {
  return `acquisition-${runId}`;
}

export function runIdOfHarvestStream(streamId: string): string | null {
  return streamId.startsWith('acquisition-') ? streamId.slice('acquisition-'.length) : null;
}
