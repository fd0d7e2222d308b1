import { Command } from '@nestjs/cqrs';
import type { CreatePipelineRequest, Pipeline } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** A pipeline from a source of the institution's data to one of its connected integrations, on a schedule. */
export class CreatePipelineCommand extends Command<Pipeline> {
  constructor(
    readonly by: Membership,
    readonly request: CreatePipelineRequest,
  ) {
    super();
  }
}
