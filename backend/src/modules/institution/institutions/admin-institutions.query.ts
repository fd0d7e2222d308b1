/**
 * The admin console's view of institutions and the portal's view of the caller's: the member
 * directory's record plus the teams context's team count (through ports).
 */
import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminInstitution } from '@scholarlens/contracts';
import { AllInstitutionsQuery, InstitutionRecordQuery } from './members-directory/members-directory.query.js';
import { TeamCountsQuery } from './ports.js';

export class AdminInstitutionsQuery extends Query<AdminInstitution[]> {}

@QueryHandler(AdminInstitutionsQuery)
export class AdminInstitutionsHandler implements IQueryHandler<AdminInstitutionsQuery> {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  async execute(): Promise<AdminInstitution[]> {
    const [records, counts] = await Promise.all([this.queryBus.execute(new AllInstitutionsQuery()), this.queryBus.execute(new TeamCountsQuery())]);
    return records.map((r) => ({ ...r, teamCount: counts.get(r.id) ?? 0 }));
  }
}

/** One institution as the console shows it; null when unknown. */
export class AdminInstitutionQuery extends Query<AdminInstitution | null> {
  constructor(readonly institutionId: string) {
    super();
  }
}

@QueryHandler(AdminInstitutionQuery)
export class AdminInstitutionHandler implements IQueryHandler<AdminInstitutionQuery> {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  async execute({ institutionId }: AdminInstitutionQuery): Promise<AdminInstitution | null> {
    const record = await this.queryBus.execute(new InstitutionRecordQuery(institutionId));
    if (!record) return null;
    const counts = await this.queryBus.execute(new TeamCountsQuery(institutionId));
    return { ...record, teamCount: counts.get(institutionId) ?? 0 };
  }
}
