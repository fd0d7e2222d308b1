import { Command } from '@nestjs/cqrs';
import type { Pipeline } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** Run now: one run of the pipeline, whatever its schedule (paused pipelines too). */
export class RunPipelineCommand extends Command<Pipeline> {
  constructor(
    readonly by: Membership,
    readonly pipelineId: string,
  ) {
    super();
  }
}
