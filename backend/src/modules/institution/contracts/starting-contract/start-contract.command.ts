import { Command } from '@nestjs/cqrs';
import type { Contract, InstitutionTier } from '@scholarlens/contracts';

/**
 * Starts an institution's contract (a signed proposal, or a console administrator) and sets the
 * institution's tier and seats to it through the institutions context's edit command.
 */
export class StartContractCommand extends Command<Contract> {
  constructor(
    readonly institutionId: string,
    readonly tier: InstitutionTier,
    readonly users: number,
    readonly pricePerUser: number,
    readonly startDate: string,
    /** null: a term of CONTRACT_TERM_MONTHS. */
    readonly endDate: string | null,
    readonly proposalId: string | null,
    readonly byUserId: string,
  ) {
    super();
  }
}
