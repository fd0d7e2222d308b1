import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EventMetadata, EventStore } from '../../../../platform/event-store/event-store.port.js';
import { arxivSyncAggregate } from '../aggregates.js';
import type { ArxivSyncCommand } from '../arxiv-sync.decider.js';
import type { ArxivSyncEvent, ArxivSyncState } from '../arxiv-sync.js';
import { type CommandResult, handleCommand } from '../../../../platform/event-store/aggregate.js';

/** The sync job reports a step of its run (started, completed, failed): an event on `arxiv-sync-<runId>`. */
export class RecordArxivSyncCommand extends Command<CommandResult<ArxivSyncState, ArxivSyncEvent>> {
  constructor(
    readonly runId: string,
    readonly command: ArxivSyncCommand,
    readonly metadata: EventMetadata = {},
  ) {
    super();
  }
}

@CommandHandler(RecordArxivSyncCommand)
export class RecordArxivSyncHandler implements ICommandHandler<RecordArxivSyncCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  execute({ runId, command, metadata }: RecordArxivSyncCommand): Promise<CommandResult<ArxivSyncState, ArxivSyncEvent>> {
    return handleCommand(this.store, arxivSyncAggregate, runId, command, metadata);
  }
}
