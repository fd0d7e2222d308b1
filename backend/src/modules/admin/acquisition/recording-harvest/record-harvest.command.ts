import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/event-store/aggregate.js';
import type { EventMetadata } from '../../../../platform/event-store/event-store.port.js';
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
