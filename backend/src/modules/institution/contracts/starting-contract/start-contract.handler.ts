import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Contract } from '@scholarlens/contracts';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { handleCommand, loadAggregate } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { contractAnswer, contractEnd } from '../contract.js';
import { type StartContract, contractAggregate } from '../contract.decider.js';
import { EditInstitutionCommand } from '../ports.js';
import { StartContractCommand } from './start-contract.command.js';

/**
 * Decides first (a refused contract changes nothing), then sets the institution's tier and seats
 * (the institutions context refuses fewer seats than are taken, 409), then starts the contract; the
 * portal's tier badge and seat bar read the institution. No end date: a term of CONTRACT_TERM_MONTHS.
 */
@CommandHandler(StartContractCommand)
export class StartContractHandler implements ICommandHandler<StartContractCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(c: StartContractCommand): Promise<Contract> {
    const at = new Date().toISOString();
    const command: StartContract = {
      type: 'StartContract',
      data: {
        institutionId: c.institutionId,
        tier: c.tier,
        licensedUsers: c.users,
        pricePerUser: c.pricePerUser,
        startDate: c.startDate,
        endDate: c.endDate ?? contractEnd(c.startDate, this.config.contracts.termMonths),
        proposalId: c.proposalId,
        byUserId: c.byUserId,
        at,
      },
    };
    contractAggregate.decide(command, (await loadAggregate(this.store, contractAggregate, c.institutionId)).state);
    await this.commandBus.execute(new EditInstitutionCommand(c.institutionId, { tier: c.tier, maxUsers: c.users }, c.byUserId));
    const { state } = await handleCommand(this.store, contractAggregate, c.institutionId, command, { userId: c.byUserId });
    if (!state.current) throw new Error(`The contract of ${c.institutionId} did not start`);
    return contractAnswer(state.current, at.slice(0, 10));
  }
}
