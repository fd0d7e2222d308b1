import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SecurityConfig } from '@scholarlens/contracts';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { type By, type SecurityCommand, securityAggregate } from '../security.decider.js';
import { SecurityConfigs } from '../security-config/security-configs.js';
import { ChangeSecurityCommand } from './change-security.command.js';

@CommandHandler(ChangeSecurityCommand)
export class ChangeSecurityHandler implements ICommandHandler<ChangeSecurityCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(SecurityConfigs) private readonly configs: SecurityConfigs,
  ) {}

  async execute({ by, change, ip }: ChangeSecurityCommand): Promise<SecurityConfig> {
    const who: By = { institutionId: by.institutionId, byUserId: by.userId ?? '', byMemberId: by.memberId, role: by.role, ip, at: new Date().toISOString() };
    const { type, ...what } = change;
    const command = { type, data: { ...who, ...what } } as SecurityCommand;
    const { state } = await handleCommand(this.store, securityAggregate, by.institutionId, command, { userId: by.userId ?? undefined, ip: ip ?? undefined });
    // This process applies the change at once; others within the cache's few seconds.
    this.configs.forget(by.institutionId);
    return { ...state, asOf: null };
  }
}
