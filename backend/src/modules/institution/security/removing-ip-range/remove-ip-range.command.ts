import { Command } from '@nestjs/cqrs';
import type { SecurityConfig } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** An institution administrator removes an IP whitelist entry from the address `ip`; answers the configuration after. */
export class RemoveIpRangeCommand extends Command<SecurityConfig> {
  constructor(
    readonly by: Membership,
    readonly ipRange: string,
    readonly ip: string | null,
  ) {
    super();
  }
}
