import { Command } from '@nestjs/cqrs';
import type { SecurityConfig, SecuritySetting } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** An institution administrator changes one setting from the address `ip`; answers the configuration after. */
export class ChangeSecuritySettingCommand extends Command<SecurityConfig> {
  constructor(
    readonly by: Membership,
    readonly setting: SecuritySetting,
    readonly value: boolean | number,
    readonly ip: string | null,
  ) {
    super();
  }
}
