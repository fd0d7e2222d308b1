import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SecurityConfig } from '@scholarlens/contracts';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { securityAggregate } from '../security.decider.js';
import { SecurityConfigs } from '../security-config/security-configs.js';
import { ChangePasswordPolicyCommand } from './change-password-policy.command.js';

@CommandHandler(ChangePasswordPolicyCommand)
export class ChangePasswordPolicyHandler implements ICommandHandler<ChangePasswordPolicyCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(SecurityConfigs) private readonly configs: SecurityConfigs,
  ) {}

  async execute({ by, policy, ip }: ChangePasswordPolicyCommand): Promise<SecurityConfig> {
    const { state } = await handleCommand(
      this.store,
      securityAggregate,
      by.institutionId,
      {
        type: 'ChangePasswordPolicy',
        data: { institutionId: by.institutionId, byUserId: by.userId ?? '', byMemberId: by.memberId, role: by.role, ip, at: new Date().toISOString(), policy },
      },
      { userId: by.userId ?? undefined, ip: ip ?? undefined },
    );
    this.configs.forget(by.institutionId);
    return { ...state, asOf: null };
  }
}
