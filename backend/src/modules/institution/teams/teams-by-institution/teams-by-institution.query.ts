import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ResearchTeam, TeamMember, TeamRole } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';

interface TeamRow {
  id: string;
  name: string;
  description: string | null;
  department: string | null;
  is_public: boolean;
  max_members: number;
  created_at: Date;
  member_count: string;
}

const TEAM_SELECT = `select t.*, (select count(*) from research_team_members m where m.team_id = t.id) as member_count from research_teams t`;

const toTeam = (r: TeamRow): ResearchTeam => ({
  id: r.id,
  name: r.name,
  description: r.description,
  department: r.department,
  isPublic: r.is_public,
  maxMembers: r.max_members,
  memberCount: Number(r.member_count),
  createdAt: r.created_at.toISOString(),
});

/** GET /api/institution/teams: the institution's teams, newest first, with member counts. */
export class TeamsOfInstitutionQuery extends Query<ResearchTeam[]> {
  constructor(readonly institutionId: string) {
    super();
  }
}

@QueryHandler(TeamsOfInstitutionQuery)
export class TeamsOfInstitutionHandler implements IQueryHandler<TeamsOfInstitutionQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId }: TeamsOfInstitutionQuery): Promise<ResearchTeam[]> {
    const { rows } = await this.pool.query<TeamRow>(`${TEAM_SELECT} where t.institution_id = $1 order by t.created_at desc, t.id`, [institutionId]);
    return rows.map(toTeam);
  }
}

/** One team of an institution; null when the id names no team of that institution. */
export class TeamQuery extends Query<ResearchTeam | null> {
  constructor(
    readonly institutionId: string,
    readonly teamId: string,
  ) {
    super();
  }
}

@QueryHandler(TeamQuery)
export class TeamHandler implements IQueryHandler<TeamQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId, teamId }: TeamQuery): Promise<ResearchTeam | null> {
    const { rows } = await this.pool.query<TeamRow>(`${TEAM_SELECT} where t.id = $1 and t.institution_id = $2`, [teamId, institutionId]);
    return rows[0] ? toTeam(rows[0]) : null;
  }
}

/** A team's members, in the order they joined, with their e-mails from the member directory. */
export class TeamMembersQuery extends Query<TeamMember[]> {
  constructor(
    readonly institutionId: string,
    readonly teamId: string,
  ) {
    super();
  }
}

@QueryHandler(TeamMembersQuery)
export class TeamMembersHandler implements IQueryHandler<TeamMembersQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId, teamId }: TeamMembersQuery): Promise<TeamMember[]> {
    const { rows } = await this.pool.query<{ member_id: string; email: string | null; role: TeamRole; added_at: Date }>(
      `select tm.member_id, m.email, tm.role, tm.added_at
       from research_team_members tm join research_teams t on t.id = tm.team_id
       left join institution_members m on m.id = tm.member_id
       where tm.team_id = $1 and t.institution_id = $2 order by tm.added_at, tm.member_id`,
      [teamId, institutionId],
    );
    return rows.map((r) => ({ memberId: r.member_id, email: r.email ?? '', role: r.role, addedAt: r.added_at.toISOString() }));
  }
}

/** Teams per institution (all, or one): institution id → count. */
export class TeamCountsQuery extends Query<Map<string, number>> {
  constructor(readonly institutionId?: string) {
    super();
  }
}

@QueryHandler(TeamCountsQuery)
export class TeamCountsHandler implements IQueryHandler<TeamCountsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId }: TeamCountsQuery): Promise<Map<string, number>> {
    const { rows } = await this.pool.query<{ institution_id: string; n: string }>(
      'select institution_id, count(*) as n from research_teams where $1::uuid is null or institution_id = $1 group by institution_id',
      [institutionId ?? null],
    );
    return new Map(rows.map((r) => [r.institution_id, Number(r.n)]));
  }
}
