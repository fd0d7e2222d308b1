import { Command } from '@nestjs/cqrs';
import type { Membership } from '../ports.js';

/** An administrator acknowledges an alert of their institution (clears "Action Required"). */
export class AcknowledgeAlertCommand extends Command<void> {
  constructor(
    readonly me: Membership,
    readonly alertId: string,
  ) {
    super();
  }
}
