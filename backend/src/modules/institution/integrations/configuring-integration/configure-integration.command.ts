import { Command } from '@nestjs/cqrs';
import type { Integration, SyncFrequency } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** The Configure dialog's Save Configuration: a new configuration (a masked or blank secret keeps the stored one) and sync frequency. */
export class ConfigureIntegrationCommand extends Command<Integration> {
  constructor(
    readonly by: Membership,
    readonly integrationId: string,
    readonly config: Record<string, unknown>,
    readonly syncFrequency: SyncFrequency | undefined,
  ) {
    super();
  }
}
