import { INSTITUTION_LIMITS, INSTITUTION_TIERS, type InstitutionTier } from '@scholarlens/contracts';
import { IsBoolean, IsIn, IsInt, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';

/** Absent means unchanged; null is not a value of any field (IsOptional would let it through). */
const IfPresent = () => ValidateIf((_o, value) => value !== undefined);

/** Body of PATCH /api/admin/institutions/:id: any subset of the profile. */
export class EditInstitutionDto {
  @IfPresent()
  @IsString()
  @Matches(/\S/, { message: 'name must not be blank' })
  @MaxLength(INSTITUTION_LIMITS.nameMaxLength)
  name?: string;

  @IfPresent()
  @IsString()
  @Matches(/^[a-z0-9.-]+\.[a-z]{2,}$/i, { message: 'domain must be a domain name such as example.edu' })
  @MaxLength(253)
  domain?: string;

  @IfPresent()
  @IsString()
  @Matches(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, { message: 'subdomain must be lowercase letters, digits and hyphens' })
  subdomain?: string;

  @IfPresent()
  @IsIn(INSTITUTION_TIERS)
  tier?: InstitutionTier;

  @IfPresent()
  @IsInt()
  @Min(1)
  @Max(INSTITUTION_LIMITS.maxUsersMax)
  maxUsers?: number;

  @IfPresent()
  @IsBoolean()
  ssoEnabled?: boolean;
}
