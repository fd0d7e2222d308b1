import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { CollaborationMember, MyTeam, TeamRole } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';

/**
 * GET /api/teams/:teamId/members (spec inst §3 Team member): id, role and the member's name and avatar.
 * Reads the teams context's members with the member directory's e-mail and the accounts read model's
 * name and avatar (read only, as the teams context reads the directory).
 */
export class CollaborationMembersQuery extends Query<CollaborationMember[]> {
  constructor(
    readonly institutionId: string,
    readonly teamId: string,
  ) {
    super();
  }
}

@QueryHandler(CollaborationMembersQuery)
export class CollaborationMembersHandler implements IQueryHandler<CollaborationMembersQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId, teamId }: CollaborationMembersQuery): Promise<CollaborationMember[]> {
    const { rows } = await this.pool.query<{ member_id: string; role: TeamRole; email: string | null; name: string | null; avatar: string | null }>(
      `select tm.member_id, tm.role, im.email, u.name, u.avatar
       from research_team_members tm join research_teams t on t.id = tm.team_id
       left join institution_members im on im.id = tm.member_id
       left join users u on u.id = im.user_id
       where tm.team_id = $1 and t.institution_id = $2 order by tm.added_at, tm.member_id`,
      [teamId, institutionId],
    );
    return rows.map((r) => ({ id: r.member_id, role: r.role, user: { name: r.name ?? r.email ?? 'Invited member', avatar: r.avatar } }));
  }
}

/** GET /api/teams: the teams a member belongs to, oldest membership first, with their role. */
export class MyTeamsQuery extends Query<MyTeam[]> {
  constructor(
    readonly institutionId: string,
    readonly memberId: string,
  ) {
    super();
  }
}

@QueryHandler(MyTeamsQuery)
export class MyTeamsHandler implements IQueryHandler<MyTeamsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId, memberId }: MyTeamsQuery): Promise<MyTeam[]> {
    const { rows } = await this.pool.query<{ id: string; name: string; description: string | null; role: TeamRole; member_count: string }>(
      `select t.id, t.name, t.description, mine.role, (select count(*) from research_team_members m where m.team_id = t.id) as member_count
       from research_team_members mine join research_teams t on t.id = mine.team_id
       where mine.member_id = $1 and t.institution_id = $2 order by mine.added_at, t.id`,
      [memberId, institutionId],
    );
    return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, memberCount: Number(r.member_count), myRole: r.role }));
  }
}
