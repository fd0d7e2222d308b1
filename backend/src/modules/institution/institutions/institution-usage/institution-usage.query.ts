import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { InstitutionUsageDay } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';

/** GET /api/institution/usage: the last `days` UTC days through `today`, oldest first, zeros where nothing happened. */
export class InstitutionUsageQuery extends Query<InstitutionUsageDay[]> {
  constructor(
    readonly institutionId: string,
    readonly days: number,
    readonly today: string = new Date().toISOString().slice(0, 10),
  ) {
    super();
  }
}

@QueryHandler(InstitutionUsageQuery)
export class InstitutionUsageHandler implements IQueryHandler<InstitutionUsageQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId, days, today }: InstitutionUsageQuery): Promise<InstitutionUsageDay[]> {
    const { rows } = await this.pool.query<{ date: string; papers: number; searches: number; active: string; collaboration: number }>(
      `select d.day::text as date,
         coalesce(u.papers_viewed, 0) as papers, coalesce(u.searches_performed, 0) as searches,
         coalesce(u.collaboration_events, 0) as collaboration,
         (select count(*) from institution_active_members a where a.institution_id = $1 and a.day = d.day) as active
       from generate_series($2::date - ($3::int - 1), $2::date, interval '1 day') as d(day)
       left join institution_usage_days u on u.institution_id = $1 and u.day = d.day::date
       order by d.day`,
      [institutionId, today, days],
    );
    return rows.map((r) => ({
      date: r.date.slice(0, 10),
      papersViewed: r.papers,
      searchesPerformed: r.searches,
      activeUsers: Number(r.active),
      collaborationEvents: r.collaboration,
    }));
  }
}

/** Totals over `from`–`to` (UTC days, inclusive): for contract usage (the contracts context reads this read model through it). */
export interface InstitutionUsageTotals {
  papersViewed: number;
  searchesPerformed: number;
  collaborationEvents: number;
  /** Distinct members active on any day of the range. */
  activeMembers: number;
  /** The first day of the range with an active member, YYYY-MM-DD; null when none. */
  firstActiveDay: string | null;
}

export class InstitutionUsageTotalsQuery extends Query<InstitutionUsageTotals> {
  constructor(
    readonly institutionId: string,
    readonly from: string,
    readonly to: string,
  ) {
    super();
  }
}

@QueryHandler(InstitutionUsageTotalsQuery)
export class InstitutionUsageTotalsHandler implements IQueryHandler<InstitutionUsageTotalsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId, from, to }: InstitutionUsageTotalsQuery): Promise<InstitutionUsageTotals> {
    const { rows } = await this.pool.query<{ papers: string | null; searches: string | null; collaboration: string | null; active: string; first: string | null }>(
      `select
         (select sum(papers_viewed) from institution_usage_days where institution_id = $1 and day between $2 and $3) as papers,
         (select sum(searches_performed) from institution_usage_days where institution_id = $1 and day between $2 and $3) as searches,
         (select sum(collaboration_events) from institution_usage_days where institution_id = $1 and day between $2 and $3) as collaboration,
         (select count(distinct member_id) from institution_active_members where institution_id = $1 and day between $2 and $3) as active,
         (select min(day)::text from institution_active_members where institution_id = $1 and day between $2 and $3) as first`,
      [institutionId, from, to],
    );
    const r = rows[0];
    return {
      papersViewed: Number(r.papers ?? 0),
      searchesPerformed: Number(r.searches ?? 0),
      collaborationEvents: Number(r.collaboration ?? 0),
      activeMembers: Number(r.active),
      firstActiveDay: r.first ? r.first.slice(0, 10) : null,
    };
  }
}
