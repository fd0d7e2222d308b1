import { Command } from '@nestjs/cqrs';
import type { ContractProposal, InstitutionTier } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** An institution administrator asks for a tier and a number of users: a draft proposal priced per year. */
export class CreateProposalCommand extends Command<ContractProposal> {
  constructor(
    readonly by: Membership,
    readonly email: string | null,
    readonly tier: InstitutionTier,
    readonly users: number,
  ) {
    super();
  }
}
