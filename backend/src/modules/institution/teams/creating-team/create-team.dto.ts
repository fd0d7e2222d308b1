import { INSTITUTION_LIMITS, TEAM_LIMITS } from '@scholarlens/contracts';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

/** Body of POST /api/institution/teams (spec inst §5): name required; maxMembers 1–200, 0 or absent means 50. */
export class CreateTeamDto {
  @IsString()
  @Matches(/\S/, { message: 'name must not be blank' })
  @MaxLength(INSTITUTION_LIMITS.nameMaxLength)
  name: string;

  @IsOptional()
  @IsString()
  @MaxLength(INSTITUTION_LIMITS.textMaxLength)
  description?: string;

  @IsOptional()
  @IsString()
  @MaxLength(INSTITUTION_LIMITS.nameMaxLength)
  department?: string;

  @IsOptional()
  @IsBoolean()
  isPublic?: boolean;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(TEAM_LIMITS.maxMembers)
  maxMembers?: number;
}
