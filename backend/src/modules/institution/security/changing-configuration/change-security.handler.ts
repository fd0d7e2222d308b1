import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SECURITY_MESSAGES, type SecurityConfig } from '@scholarlens/contracts';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { DataKeys } from '../encrypting-content/data-keys.js';
import { type By, type SecurityCommand, securityAggregate } from '../security.decider.js';
import { SecurityConfigs } from '../security-config/security-configs.js';
import { ChangeSecurityCommand } from './change-security.command.js';

@CommandHandler(ChangeSecurityCommand)
export class ChangeSecurityHandler implements ICommandHandler<ChangeSecurityCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(SecurityConfigs) private readonly configs: SecurityConfigs,
    @Inject(DataKeys) private readonly dataKeys: DataKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ by, change, ip }: ChangeSecurityCommand): Promise<SecurityConfig> {
    // Sealing under the public development key, or none, would only pretend to protect anything.
    if (change.type === 'ChangeSecuritySetting' && change.setting === 'dataEncryption' && change.value === true && !this.config.dataEncryption.masterKey) {
      throw new DomainError('unavailable', SECURITY_MESSAGES.masterKeyMissing);
    }
    const who: By = { institutionId: by.institutionId, byUserId: by.userId ?? '', byMemberId: by.memberId, role: by.role, ip, at: new Date().toISOString() };
    const { type, ...what } = change;
    const facts = type === 'DestroyDataKeys' ? { hasLiveKey: await this.dataKeys.hasLiveKey(by.institutionId) } : {};
    const command = { type, data: { ...who, ...what, ...facts } } as SecurityCommand;
    const { state, events } = await handleCommand(this.store, securityAggregate, by.institutionId, command, { userId: by.userId ?? undefined, ip: ip ?? undefined });
    // The decision is recorded first: keys are destroyed only once an administrator's request stands in the log.
    if (events.some((e) => e.type === 'DataKeysDestroyed')) await this.dataKeys.destroy(by.institutionId);
    // This process applies the change at once; others within the cache's few seconds.
    this.configs.forget(by.institutionId);
    return { ...state, asOf: null };
  }
}
