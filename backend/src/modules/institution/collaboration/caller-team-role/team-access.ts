/**
 * Who the caller is in a team's chat (docs/ARCHITECTURE.md §15): their institution membership
 * (InstitutionAccess: none 404, suspended 403), the team among their institution's (another
 * institution's or an unknown id: 404 "Team not found"), and their role in it (null when they are
 * not in the team; reads and posts then answer 403, since the team itself is listed to every member).
 */
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { COLLABORATION_MESSAGES, INSTITUTION_MESSAGES, type ResearchTeam, type TeamRole } from '@scholarlens/contracts';
import type { SessionUser } from '../../../../platform/auth/access.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { InstitutionAccess, type Membership, TeamMembersQuery, TeamQuery, isUuid } from '../ports.js';

export interface TeamCaller {
  membership: Membership;
  team: ResearchTeam;
  /** The caller's role in the team; null when they are not in it. */
  role: TeamRole | null;
}

@Injectable()
export class TeamAccess {
  constructor(
    @Inject(InstitutionAccess) private readonly institutions: InstitutionAccess,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  /** The caller in the team, whatever their role (the handlers and deciders apply the rules on it). */
  async callerIn(user: SessionUser, teamId: string): Promise<TeamCaller> {
    const membership = await this.institutions.memberOf(user);
    const team = isUuid(teamId) ? await this.queryBus.execute(new TeamQuery(membership.institutionId, teamId)) : null;
    if (!team) throw new DomainError('not-found', INSTITUTION_MESSAGES.teamNotFound);
    return { membership, team, role: await this.roleOf(membership.institutionId, teamId, membership.memberId) };
  }

  /** The caller in the team, who must be one of its members (403 otherwise). */
  async memberIn(user: SessionUser, teamId: string): Promise<TeamCaller & { role: TeamRole }> {
    const caller = await this.callerIn(user, teamId);
    if (caller.role === null) throw new DomainError('forbidden', COLLABORATION_MESSAGES.teamMembersOnly);
    return { ...caller, role: caller.role };
  }

  /** A member's role in a team of the institution; null when they are not in it. */
  async roleOf(institutionId: string, teamId: string, memberId: string): Promise<TeamRole | null> {
    const members = await this.queryBus.execute(new TeamMembersQuery(institutionId, teamId));
    return members.find((m) => m.memberId === memberId)?.role ?? null;
  }
}
