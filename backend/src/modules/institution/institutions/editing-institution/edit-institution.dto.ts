import { INSTITUTION_LIMITS, INSTITUTION_TIERS, type InstitutionTier } from '@scholarlens/contracts';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

/** Body of PATCH /api/admin/institutions/:id: any subset of the profile. */
export class EditInstitutionDto {
  @IsOptional()
  @IsString()
  @Matches(/\S/, { message: 'name must not be blank' })
  @MaxLength(INSTITUTION_LIMITS.nameMaxLength)
  name?: string;

  @IsOptional()
  @IsString()
  @Matches(/^[a-z0-9.-]+\.[a-z]{2,}$/i, { message: 'domain must be a domain name such as example.edu' })
  @MaxLength(253)
  domain?: string;

  @IsOptional()
  @IsString()
  @Matches(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, { message: 'subdomain must be lowercase letters, digits and hyphens' })
  subdomain?: string;

  @IsOptional()
  @IsIn(INSTITUTION_TIERS)
  tier?: InstitutionTier;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(INSTITUTION_LIMITS.maxUsersMax)
  maxUsers?: number;

  @IsOptional()
  @IsBoolean()
  ssoEnabled?: boolean;
}
