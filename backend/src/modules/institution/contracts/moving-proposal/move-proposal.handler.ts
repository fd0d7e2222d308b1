import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { CONTRACT_MESSAGES, type ContractProposal } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand, loadAggregate } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { proposalAnswer } from '../creating-proposal/create-proposal.handler.js';
import { AdminInstitutionQuery } from '../ports.js';
import { type ProposalCommand, proposalAggregate } from '../proposal.decider.js';
import { type ExistingProposal, isProposalId } from '../proposal.js';
import { ProposalsProjection } from '../proposals/proposals.projection.js';
import { StartContractCommand } from '../starting-contract/start-contract.command.js';
import { MoveProposalCommand } from './move-proposal.command.js';

/**
 * A step of the lifecycle. Signing is the one with effects beyond the proposal: it starts the
 * contract and sets the institution's tier and seats first, and only then records `signed`, so a
 * failure part-way leaves the proposal approved and signing again completes it (starting the
 * contract from the same proposal twice starts nothing twice).
 */
@CommandHandler(MoveProposalCommand)
export class MoveProposalHandler implements ICommandHandler<MoveProposalCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute({ proposalId, to, party, institutionId, userId, email }: MoveProposalCommand): Promise<ContractProposal> {
    if (!isProposalId(proposalId)) throw new DomainError('not-found', CONTRACT_MESSAGES.proposalNotFound);
    const { state } = await loadAggregate(this.store, proposalAggregate, proposalId);
    if (state.status === 'none' || (institutionId !== null && state.institutionId !== institutionId)) {
      throw new DomainError('not-found', CONTRACT_MESSAGES.proposalNotFound);
    }
    const at = new Date().toISOString();
    const command: ProposalCommand = { type: 'MoveProposal', data: { party, userId, email, at, to } };
    // Decide first (refusals answer before anything else happens); signing then starts the contract.
    proposalAggregate.decide(command, state);
    if (to === 'signed') await this.startContract(state, userId, at);
    const result = await handleCommand(this.store, proposalAggregate, proposalId, command, { userId });
    if (result.position) await this.readYourWrites.waitFor([ProposalsProjection.NAME], result.position);
    return proposalAnswer(result.state as ExistingProposal, at);
  }

  private async startContract(p: ExistingProposal, userId: string, at: string): Promise<void> {
    const institution = await this.queryBus.execute(new AdminInstitutionQuery(p.institutionId));
    const seatsTaken = (institution?.activeUsers ?? 0) + (institution?.pendingUsers ?? 0);
    if (p.users < seatsTaken) {
      throw new DomainError('conflict', `users: the proposal licenses ${p.users} users but ${seatsTaken} seats are taken (active and invited)`);
    }
    await this.commandBus.execute(new StartContractCommand(p.institutionId, p.tier, p.users, p.pricePerUser, at.slice(0, 10), null, p.proposalId, userId));
  }
}
