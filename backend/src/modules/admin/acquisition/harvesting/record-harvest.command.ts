import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EventMetadata, EventStore } from '../../../../platform/event-store/event-store.port.js';
import { harvestAggregate } from '../aggregates.js';
import { type CommandResult, handleCommand } from '../../../../platform/event-store/aggregate.js';
import type { HarvestCommand } from '../harvest.decider.js';
import type { HarvestEvent, HarvestState } from '../harvest.js';

/** The harvest job reports progress (a page imported, with the next token) or failure on `acquisition-<runId>`. */
export class RecordHarvestCommand extends Command<CommandResult<HarvestState, HarvestEvent>> {
  constructor(
    readonly runId: string,
    readonly command: HarvestCommand,
    readonly metadata: EventMetadata = {},
  ) {
    super();
  }
}

@CommandHandler(RecordHarvestCommand)
export class RecordHarvestHandler implements ICommandHandler<RecordHarvestCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  execute({ runId, command, metadata }: RecordHarvestCommand): Promise<CommandResult<HarvestState, HarvestEvent>> {
    return handleCommand(this.store, harvestAggregate, runId, command, metadata);
  }
}
