import { Command } from '@nestjs/cqrs';
import type { TeamMember, TeamRole } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** A team admin (or an institution admin) adds an active member of the institution to a team; answers the team's members. */
export class AddTeamMemberCommand extends Command<TeamMember[]> {
  constructor(
    readonly by: Membership,
    readonly teamId: string,
    readonly memberId: string,
    readonly role: TeamRole,
  ) {
    super();
  }
}
