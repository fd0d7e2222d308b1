import { Command } from '@nestjs/cqrs';
import type { Integration } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** Sync now (spec §4: only while connected). */
export class SyncIntegrationCommand extends Command<Integration> {
  constructor(
    readonly by: Membership,
    readonly integrationId: string,
  ) {
    super();
  }
}
