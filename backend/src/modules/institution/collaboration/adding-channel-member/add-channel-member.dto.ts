import { IsUUID } from 'class-validator';

/** Body of POST /api/teams/:teamId/channels/:channelId/members: the institution membership id of a team member. */
export class AddChannelMemberDto {
  @IsUUID()
  memberId: string;
}
