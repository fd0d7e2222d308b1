import { TEAM_ROLES, type TeamRole } from '@scholarlens/contracts';
import { IsIn, IsOptional, IsUUID } from 'class-validator';

/** Body of POST /api/institution/teams/:teamId/members: an institution member's id; role defaults to member. */
export class AddTeamMemberDto {
  @IsUUID()
  memberId: string;

  @IsOptional()
  @IsIn(TEAM_ROLES)
  role?: TeamRole;
}
