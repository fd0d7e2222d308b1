import { Command } from '@nestjs/cqrs';
import type { RecordDelivery, RecordMatches } from '../search-alerts.decider.js';

/** The alerts jobs record what they found (matches) and what they mailed (deliveries). */
export class RecordAlertWorkCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly work: RecordMatches | RecordDelivery,
  ) {
    super();
  }
}
