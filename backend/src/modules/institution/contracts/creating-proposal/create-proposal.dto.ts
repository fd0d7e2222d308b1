import { INSTITUTION_TIERS, type InstitutionTier, PROPOSAL_LIMITS } from '@scholarlens/contracts';
import { IsIn, IsInt, Max, Min } from 'class-validator';

/** Body of POST /api/contracts/proposal (spec inst §3): a tier of the catalogue and 1–50,000 users. */
export class CreateProposalDto {
  @IsIn(INSTITUTION_TIERS, { message: `tier must be one of ${INSTITUTION_TIERS.join(', ')}` })
  tier!: InstitutionTier;

  @IsInt({ message: 'users must be a whole number' })
  @Min(PROPOSAL_LIMITS.minUsers, { message: `users must be at least ${PROPOSAL_LIMITS.minUsers}` })
  @Max(PROPOSAL_LIMITS.maxUsers, { message: `users must be at most ${PROPOSAL_LIMITS.maxUsers}` })
  users!: number;
}
