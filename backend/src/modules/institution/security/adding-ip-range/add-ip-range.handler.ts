import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SecurityConfig } from '@scholarlens/contracts';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { securityAggregate } from '../security.decider.js';
import { SecurityConfigs } from '../security-config/security-configs.js';
import { AddIpRangeCommand } from './add-ip-range.command.js';

@CommandHandler(AddIpRangeCommand)
export class AddIpRangeHandler implements ICommandHandler<AddIpRangeCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(SecurityConfigs) private readonly configs: SecurityConfigs,
  ) {}

  async execute({ by, ipRange, ip }: AddIpRangeCommand): Promise<SecurityConfig> {
    const { state } = await handleCommand(
      this.store,
      securityAggregate,
      by.institutionId,
      {
        type: 'AddIpRange',
        data: { institutionId: by.institutionId, byUserId: by.userId ?? '', byMemberId: by.memberId, role: by.role, ip, at: new Date().toISOString(), ipRange },
      },
      { userId: by.userId ?? undefined, ip: ip ?? undefined },
    );
    this.configs.forget(by.institutionId);
    return { ...state, asOf: null };
  }
}
