import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/event-store/aggregate.js';
import type { EventMetadata } from '../../../../platform/event-store/event-store.port.js';
import type { ScrapingCommand } from '../scraping-run.decider.js';
import type { ScrapingEvent, ScrapingRunState } from '../scraping-run.js';

/** Any command on a scraping run (the crawl's results, a start, a stop): load, decide, append. */
export class RecordScrapingCommand extends Command<CommandResult<ScrapingRunState, ScrapingEvent>> {
  constructor(
    readonly runId: string,
    readonly command: ScrapingCommand,
    readonly metadata: EventMetadata = {},
  ) {
    super();
  }
}
