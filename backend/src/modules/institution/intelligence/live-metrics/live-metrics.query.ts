import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ACTIVE_PAPER_MINUTES, LIVE_RESEARCHER_MINUTES, type LiveMetrics } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { InstitutionUsageQuery, MemberUsersQuery, MessagesPostedSinceQuery, SessionsSeenSinceQuery } from '../ports.js';
import { AlertsRaisedSinceQuery } from '../intelligence-alerts/alerts.query.js';
import { SystemPulse, systemLoad } from './system-pulse.js';

/** GET /api/intelligence/live-metrics: the institution's figures at `now` (spec inst §3; sources in the contract). */
export class LiveMetricsQuery extends Query<LiveMetrics> {
  constructor(
    readonly institutionId: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

const startOfUtcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

@QueryHandler(LiveMetricsQuery)
export class LiveMetricsHandler implements IQueryHandler<LiveMetricsQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(SystemPulse) private readonly pulse: SystemPulse,
  ) {}

  async execute({ institutionId, now }: LiveMetricsQuery): Promise<LiveMetrics> {
    const today = startOfUtcDay(now);
    const members = await this.queryBus.execute(new MemberUsersQuery(institutionId));
    const [live, reading, collaborationsToday, [usage], pulse, alertsTriggered] = await Promise.all([
      this.queryBus.execute(new SessionsSeenSinceQuery(new Set(members.map((m) => m.userId)), now.getTime() - LIVE_RESEARCHER_MINUTES * 60_000)),
      this.reading(members, now, today),
      this.queryBus.execute(new MessagesPostedSinceQuery(institutionId, today)),
      this.queryBus.execute(new InstitutionUsageQuery(institutionId, 1, today.toISOString().slice(0, 10))),
      this.pulse.now(now.getTime()),
      this.queryBus.execute(new AlertsRaisedSinceQuery(institutionId, today)),
    ]);
    return {
      liveResearchers: live.size,
      activePapers: reading.activePapers,
      collaborationsToday,
      citationsToday: reading.citationsToday,
      alertsTriggered,
      ...pulse,
      globalRanking: null,
      searchesToday: usage?.searchesPerformed ?? 0,
      papersViewedToday: usage?.papersViewed ?? 0,
      systemLoad: systemLoad(),
      measuredAt: now.toISOString(),
    };
  }

  /** Members' rows of reading_activity since they joined: distinct papers opened in the last hour, citation exports today. */
  private async reading(members: { userId: string; joinedAt: string | null }[], now: Date, today: Date): Promise<{ activePapers: number; citationsToday: number }> {
    if (members.length === 0) return { activePapers: 0, citationsToday: 0 };
    const { rows } = await this.pool.query<{ papers: string; citations: string }>(
      `select count(distinct r.paper_id) filter (where r.kind = 'view' and r.at >= $3::timestamptz) as papers,
              count(*) filter (where r.kind = 'citation_export' and r.at >= $4::timestamptz) as citations
         from unnest($1::text[], $2::timestamptz[]) as m(user_id, joined_at)
         join reading_activity r on r.user_id = m.user_id and r.at >= coalesce(m.joined_at, '-infinity') and r.at >= least($3::timestamptz, $4::timestamptz)`,
      [members.map((m) => m.userId), members.map((m) => m.joinedAt), new Date(now.getTime() - ACTIVE_PAPER_MINUTES * 60_000), today],
    );
    return { activePapers: Number(rows[0].papers), citationsToday: Number(rows[0].citations) };
  }
}
