import { Command } from '@nestjs/cqrs';
import type { Integration } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** An institution administrator connects a template with its configuration. */
export class ConnectIntegrationCommand extends Command<Integration> {
  constructor(
    readonly by: Membership,
    readonly templateId: string,
    readonly config: Record<string, unknown>,
  ) {
    super();
  }
}
