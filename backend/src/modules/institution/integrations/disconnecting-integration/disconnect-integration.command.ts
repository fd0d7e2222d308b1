import { Command } from '@nestjs/cqrs';
import type { Integration } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** Disconnect (spec §4: available on any integration): nothing is sent or synced through it afterwards. */
export class DisconnectIntegrationCommand extends Command<Integration> {
  constructor(
    readonly by: Membership,
    readonly integrationId: string,
  ) {
    super();
  }
}
