import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Contract } from '@scholarlens/contracts';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { contractAnswer } from '../contract.js';
import { contractAggregate } from '../contract.decider.js';
import { EditInstitutionCommand } from '../ports.js';
import { StartContractCommand } from './start-contract.command.js';

/**
 * The institution's tier and seats change first (the institutions context refuses fewer seats than
 * are taken, 409), then the contract starts; the portal's tier badge and seat bar read the institution.
 */
@CommandHandler(StartContractCommand)
export class StartContractHandler implements ICommandHandler<StartContractCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  async execute(c: StartContractCommand): Promise<Contract> {
    await this.commandBus.execute(new EditInstitutionCommand(c.institutionId, { tier: c.tier, maxUsers: c.users }, c.byUserId));
    const at = new Date().toISOString();
    const { state } = await handleCommand(
      this.store,
      contractAggregate,
      c.institutionId,
      {
        type: 'StartContract',
        data: {
          institutionId: c.institutionId,
          tier: c.tier,
          licensedUsers: c.users,
          pricePerUser: c.pricePerUser,
          startDate: c.startDate,
          endDate: c.endDate,
          proposalId: c.proposalId,
          byUserId: c.byUserId,
          at,
        },
      },
      { userId: c.byUserId },
    );
    if (!state.current) throw new Error(`The contract of ${c.institutionId} did not start`);
    return contractAnswer(state.current, at.slice(0, 10));
  }
}
