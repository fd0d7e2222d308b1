import { Command } from '@nestjs/cqrs';
import type { Pipeline } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** Pause (no scheduled run any more) or resume a pipeline. */
export class PausePipelineCommand extends Command<Pipeline> {
  constructor(
    readonly by: Membership,
    readonly pipelineId: string,
    readonly paused: boolean,
  ) {
    super();
  }
}
