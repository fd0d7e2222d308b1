import { Command } from '@nestjs/cqrs';
import type { ChangeFrequency, DeleteAlert, MarkSeen } from '../search-alerts.decider.js';

/** A user changes an alert's frequency, deletes an alert, or marks the bell read. */
export class EditAlertsCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly change: ChangeFrequency | DeleteAlert | MarkSeen,
  ) {
    super();
  }
}
