import { Command } from '@nestjs/cqrs';
import type { SecurityConfig } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** An institution administrator adds an IP whitelist entry from the address `ip`; answers the configuration after. */
export class AddIpRangeCommand extends Command<SecurityConfig> {
  constructor(
    readonly by: Membership,
    readonly ipRange: string,
    readonly ip: string | null,
  ) {
    super();
  }
}
