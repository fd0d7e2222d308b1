/**
 * An institution's analytics settings (stream `analytics-<institutionId>`, docs/ARCHITECTURE.md §15):
 * the OpenAlex institution its works come from (set by an administrator, by OpenAlex id or by ROR id
 * resolved through OpenAlex), the authors members link (ORCID or OpenAlex author id, which ties
 * works to their departments), and each sync's start and outcome. The stream stays short (a source,
 * one link per member, two events per daily sync), so it is read by folding it. A sync's page
 * checkpoints live on their own stream (`analytics-sync.ts`).
 */
export type AnalyticsSourceConfigured = {
  type: 'AnalyticsSourceConfigured';
  data: {
    institutionId: string;
    openAlexId: string;
    ror: string | null;
    name: string;
    countryCode: string | null;
    institutionType: string | null;
    byMemberId: string;
    at: string;
  };
};
export type AnalyticsAuthorLinked = {
  type: 'AnalyticsAuthorLinked';
  data: { institutionId: string; memberId: string; department: string | null; orcid: string | null; openAlexAuthorId: string | null; at: string };
};
export type AnalyticsSyncStarted = {
  type: 'AnalyticsSyncStarted';
  data: { institutionId: string; syncId: string; openAlexId: string; trigger: 'daily' | 'manual' | 'configured'; at: string };
};
export type AnalyticsSyncFinished = {
  type: 'AnalyticsSyncFinished';
  data: { institutionId: string; syncId: string; outcome: 'completed' | 'failed'; fetched: number; error: string | null; at: string };
};
export type AnalyticsEvent = AnalyticsSourceConfigured | AnalyticsAuthorLinked | AnalyticsSyncStarted | AnalyticsSyncFinished;
export const ANALYTICS_EVENT_TYPES = ['AnalyticsSourceConfigured', 'AnalyticsAuthorLinked', 'AnalyticsSyncStarted', 'AnalyticsSyncFinished'] as const;

export type AnalyticsSourceState = Omit<AnalyticsSourceConfigured['data'], 'institutionId' | 'byMemberId'>;
export type SyncState = {
  syncId: string;
  openAlexId: string;
  trigger: AnalyticsSyncStarted['data']['trigger'];
  startedAt: string;
  finished: { outcome: 'completed' | 'failed'; fetched: number; error: string | null; at: string } | null;
};

export type AnalyticsState = {
  source: AnalyticsSourceState | null;
  /** By member id; a link with neither id is removed. */
  authors: Record<string, AnalyticsAuthorLinked['data']>;
  lastSync: SyncState | null;
  /** When the last completed sync finished, and how many works it held. */
  lastCompleted: { syncId: string; at: string; fetched: number } | null;
};
export const initialAnalyticsState: AnalyticsState = { source: null, authors: {}, lastSync: null, lastCompleted: null };

export function evolve(state: AnalyticsState, event: AnalyticsEvent): AnalyticsState {
  switch (event.type) {
    case 'AnalyticsSourceConfigured': {
      const { institutionId: _i, byMemberId: _b, ...source } = event.data;
      return { ...state, source };
    }
    case 'AnalyticsAuthorLinked': {
      const authors = { ...state.authors };
      if (event.data.orcid || event.data.openAlexAuthorId) authors[event.data.memberId] = event.data;
      else delete authors[event.data.memberId];
      return { ...state, authors };
    }
    case 'AnalyticsSyncStarted':
      return { ...state, lastSync: { syncId: event.data.syncId, openAlexId: event.data.openAlexId, trigger: event.data.trigger, startedAt: event.data.at, finished: null } };
    case 'AnalyticsSyncFinished': {
      if (state.lastSync?.syncId !== event.data.syncId) return state;
      const finished = { outcome: event.data.outcome, fetched: event.data.fetched, error: event.data.error, at: event.data.at };
      return {
        ...state,
        lastSync: { ...state.lastSync, finished },
        lastCompleted: event.data.outcome === 'completed' ? { syncId: event.data.syncId, at: event.data.at, fetched: event.data.fetched } : state.lastCompleted,
      };
    }
  }
}

export const analyticsStreamId = (institutionId: string) => `analytics-${institutionId}`;

/** A sync that started and has not finished. */
export const syncRunning = (state: AnalyticsState) => state.lastSync !== null && state.lastSync.finished === null;
