import { Command } from '@nestjs/cqrs';
import type { ContractProposal, ProposalParty } from '@scholarlens/contracts';
import type { ProposalStep } from '../proposal.decider.js';

/**
 * One step of a proposal's lifecycle. `institutionId` is the caller's institution for the
 * institution's steps (another institution's proposal is not found) and null for the console's.
 */
export class MoveProposalCommand extends Command<ContractProposal> {
  constructor(
    readonly proposalId: string,
    readonly to: ProposalStep,
    readonly party: ProposalParty,
    readonly institutionId: string | null,
    readonly userId: string,
    readonly email: string | null,
  ) {
    super();
  }
}
