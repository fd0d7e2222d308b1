import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/event-store/aggregate.js';
import type { EventMetadata } from '../../../../platform/event-store/event-store.port.js';
import type { ArxivSyncCommand } from '../arxiv-sync.decider.js';
import type { ArxivSyncEvent, ArxivSyncState } from '../arxiv-sync.js';

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
