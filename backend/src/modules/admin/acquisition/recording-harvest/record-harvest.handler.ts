import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CommandResult, handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { harvestAggregate } from '../harvest.decider.js';
import type { HarvestEvent, HarvestState } from '../harvest.js';
import { RecordHarvestCommand } from './record-harvest.command.js';

@CommandHandler(RecordHarvestCommand)
export class RecordHarvestHandler implements ICommandHandler<RecordHarvestCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  execute({ runId, command, metadata }: RecordHarvestCommand): Promise<CommandResult<HarvestState, HarvestEvent>> {
    return handleCommand(this.store, harvestAggregate, runId, command, metadata);
  }
}
