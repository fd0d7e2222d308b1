import { Command } from '@nestjs/cqrs';
import type { PasswordPolicy, SecurityConfig } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** An institution administrator sets the password policy from the address `ip`; answers the configuration after. */
export class ChangePasswordPolicyCommand extends Command<SecurityConfig> {
  constructor(
    readonly by: Membership,
    readonly policy: PasswordPolicy,
    readonly ip: string | null,
  ) {
    super();
  }
}
