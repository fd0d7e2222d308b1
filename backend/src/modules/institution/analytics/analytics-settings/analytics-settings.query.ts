import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AnalyticsSettings, AnalyticsSyncStatus } from '@scholarlens/contracts';
import { loadAggregate } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import type { AnalyticsState } from '../analytics.js';
import { analyticsAggregate } from '../analytics.decider.js';
import { analyticsSyncAggregate } from '../analytics-sync.js';
import type { Membership } from '../ports.js';

/** GET /api/analytics/settings: folded from the institution's analytics stream and the newest sync's checkpoints (both short). */
export class AnalyticsSettingsQuery extends Query<AnalyticsSettings> {
  constructor(readonly member: Membership) {
    super();
  }
}

/** The newest sync's status: its start and outcome from the settings stream, its progress from its checkpoints. */
export async function syncStatus(store: EventStore, state: AnalyticsState): Promise<AnalyticsSyncStatus | null> {
  const s = state.lastSync;
  if (!s) return null;
  const { state: pages } = await loadAggregate(store, analyticsSyncAggregate, s.syncId);
  const fetched = s.finished?.fetched ?? pages.fetched;
  const status = s.finished ? s.finished.outcome : 'running';
  return {
    syncId: s.syncId,
    status,
    trigger: s.trigger,
    startedAt: s.startedAt,
    finishedAt: s.finished?.at ?? null,
    fetched,
    total: pages.total,
    progress: status === 'completed' ? 100 : pages.total ? Math.min(99, Math.floor((pages.fetched / pages.total) * 100)) : 0,
    error: s.finished?.error ?? null,
  };
}

@QueryHandler(AnalyticsSettingsQuery)
export class AnalyticsSettingsHandler implements IQueryHandler<AnalyticsSettingsQuery> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ member }: AnalyticsSettingsQuery): Promise<AnalyticsSettings> {
    const { state } = await loadAggregate(this.store, analyticsAggregate, member.institutionId);
    const mine = state.authors[member.memberId];
    return {
      configured: state.source !== null,
      openAlexId: state.source?.openAlexId ?? null,
      ror: state.source?.ror ?? null,
      institutionName: state.source?.name ?? null,
      countryCode: state.source?.countryCode ?? null,
      type: state.source?.institutionType ?? null,
      configuredAt: state.source?.at ?? null,
      canConfigure: member.role === 'admin',
      sync: await syncStatus(this.store, state),
      lastSyncedAt: state.lastCompleted?.at ?? null,
      myAuthor: mine ? { memberId: mine.memberId, department: mine.department, orcid: mine.orcid, openAlexAuthorId: mine.openAlexAuthorId, linkedAt: mine.at } : null,
      linkedAuthors: Object.keys(state.authors).length,
    };
  }
}
