import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { InstitutionActivity, InstitutionActivityKind } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';

/** GET /api/institution/activity: the institution's latest events, newest first. */
export class InstitutionActivityQuery extends Query<InstitutionActivity[]> {
  constructor(
    readonly institutionId: string,
    readonly limit = 20,
  ) {
    super();
  }
}

@QueryHandler(InstitutionActivityQuery)
export class InstitutionActivityHandler implements IQueryHandler<InstitutionActivityQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId, limit }: InstitutionActivityQuery): Promise<InstitutionActivity[]> {
    const { rows } = await this.pool.query<{ id: string; kind: InstitutionActivityKind; actor_email: string | null; subject: string; at: Date }>(
      'select id, kind, actor_email, subject, at from institution_activity where institution_id = $1 order by at desc, log_commit desc, log_prepare desc limit $2',
      [institutionId, limit],
    );
    return rows.map((r) => ({ id: r.id, kind: r.kind, actorEmail: r.actor_email, subject: r.subject, at: r.at.toISOString() }));
  }
}
