import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CommandResult, handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { scrapingRunAggregate } from '../scraping-run.decider.js';
import type { ScrapingEvent, ScrapingRunState } from '../scraping-run.js';
import { RecordScrapingCommand } from './record-scraping.command.js';

@CommandHandler(RecordScrapingCommand)
export class RecordScrapingHandler implements ICommandHandler<RecordScrapingCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  execute({ runId, command, metadata }: RecordScrapingCommand): Promise<CommandResult<ScrapingRunState, ScrapingEvent>> {
    return handleCommand(this.store, scrapingRunAggregate, runId, command, metadata);
  }
}
