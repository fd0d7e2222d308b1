import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DEPARTMENT_ACTIVITY_DAYS, type DepartmentActivity } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';

/**
 * GET /api/intelligence/departments: the institution's active members grouped by their department,
 * with who was active (the institution-usage read model's active members per day) and the distinct
 * papers they opened (reading activity) in the last DEPARTMENT_ACTIVITY_DAYS days. Largest first;
 * members without a department last, as one group.
 */
export class DepartmentsQuery extends Query<DepartmentActivity[]> {
  constructor(
    readonly institutionId: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(DepartmentsQuery)
export class DepartmentsHandler implements IQueryHandler<DepartmentsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId, now }: DepartmentsQuery): Promise<DepartmentActivity[]> {
    const since = new Date(now.getTime() - DEPARTMENT_ACTIVITY_DAYS * 86_400_000);
    const { rows } = await this.pool.query<{ department: string | null; researchers: string; active: string; papers: string }>(
      `select nullif(trim(m.department), '') as department,
              count(distinct m.id) as researchers,
              count(distinct a.member_id) as active,
              count(distinct r.paper_id) as papers
         from institution_members m
         left join institution_active_members a on a.member_id = m.id and a.institution_id = m.institution_id and a.day >= ($2::timestamptz at time zone 'UTC')::date
         left join reading_activity r on r.user_id = m.user_id and r.kind = 'view' and r.at >= $2 and r.at >= coalesce(m.joined_at, '-infinity')
        where m.institution_id = $1 and m.status = 'active'
        group by 1
        order by (nullif(trim(m.department), '') is null), count(distinct m.id) desc, 1`,
      [institutionId, since],
    );
    return rows.map((r) => ({ department: r.department, researchers: Number(r.researchers), activeResearchers: Number(r.active), papersOpened: Number(r.papers) }));
  }
}
