import { Command } from '@nestjs/cqrs';
import type { AlertFrequency, SearchAlert } from '@scholarlens/contracts';

/** A signed-in user saves a search as an alert (within their plan's limit); answers the alert. */
export class SaveAlertCommand extends Command<SearchAlert> {
  constructor(
    readonly userId: string,
    readonly query: string,
    readonly category: string | null,
    readonly frequency: AlertFrequency,
  ) {
    super();
  }
}
