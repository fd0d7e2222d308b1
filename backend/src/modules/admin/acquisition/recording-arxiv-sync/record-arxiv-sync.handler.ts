import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CommandResult, handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { arxivSyncAggregate } from '../arxiv-sync.decider.js';
import type { ArxivSyncEvent, ArxivSyncState } from '../arxiv-sync.js';
import { RecordArxivSyncCommand } from './record-arxiv-sync.command.js';

@CommandHandler(RecordArxivSyncCommand)
export class RecordArxivSyncHandler implements ICommandHandler<RecordArxivSyncCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  execute({ runId, command, metadata }: RecordArxivSyncCommand): Promise<CommandResult<ArxivSyncState, ArxivSyncEvent>> {
    return handleCommand(this.store, arxivSyncAggregate, runId, command, metadata);
  }
}
