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
