import { INSTITUTION_TIERS, type InstitutionTier, PROPOSAL_LIMITS } from '@scholarlens/contracts';
import { IsIn, IsInt, IsString, IsUUID, Matches, Max, Min, ValidateIf } from 'class-validator';

const IfPresent = () => ValidateIf((_o, value) => value !== undefined);

/** Body of POST /api/admin/contracts: a console administrator sets an institution's contract. */
export class StartContractDto {
  @IsUUID('all', { message: 'institutionId must be an institution id' })
  institutionId!: string;

  @IsIn(INSTITUTION_TIERS, { message: `tier must be one of ${INSTITUTION_TIERS.join(', ')}` })
  tier!: InstitutionTier;

  @IsInt({ message: 'users must be a whole number' })
  @Min(PROPOSAL_LIMITS.minUsers, { message: `users must be at least ${PROPOSAL_LIMITS.minUsers}` })
  @Max(PROPOSAL_LIMITS.maxUsers, { message: `users must be at most ${PROPOSAL_LIMITS.maxUsers}` })
  users!: number;

  @IfPresent()
  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'startDate must be a date YYYY-MM-DD' })
  startDate?: string;

  @IfPresent()
  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'endDate must be a date YYYY-MM-DD' })
  endDate?: string;
}
