import { INSTITUTION_LIMITS, INVITE_ROLES, type InviteRole } from '@scholarlens/contracts';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/** Body of POST /api/institution/users/invite (spec inst §5): email required and of email type; role defaults to member. */
export class InviteMemberDto {
  @IsString()
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email: string;

  @IsOptional()
  @IsIn(INVITE_ROLES)
  role?: InviteRole;

  @IsOptional()
  @IsString()
  @MaxLength(INSTITUTION_LIMITS.nameMaxLength)
  department?: string;
}
