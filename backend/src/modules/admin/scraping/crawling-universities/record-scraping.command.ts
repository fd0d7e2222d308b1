import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EventMetadata, EventStore } from '../../../../platform/event-store/event-store.port.js';
import { type CommandResult, handleCommand } from '../../../../platform/event-store/aggregate.js';
import { scrapingRunAggregate } from '../scraping-aggregate.js';
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

@CommandHandler(RecordScrapingCommand)
export class RecordScrapingHandler implements ICommandHandler<RecordScrapingCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  execute({ runId, command, metadata }: RecordScrapingCommand) {
    return handleCommand(this.store, scrapingRunAggregate, runId, command, metadata);
  }
}
