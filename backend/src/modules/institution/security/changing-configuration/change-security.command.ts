import { Command } from '@nestjs/cqrs';
import type { SecurityConfig } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';
import type { SecurityChange } from '../security.decider.js';

/**
 * An institution administrator changes the security configuration (a setting, the password
 * policy, an IP whitelist entry added or removed) from the address `ip`; answers the configuration after.
 */
export class ChangeSecurityCommand extends Command<SecurityConfig> {
  constructor(
    readonly by: Membership,
    readonly change: SecurityChange,
    readonly ip: string | null,
  ) {
    super();
  }
}
