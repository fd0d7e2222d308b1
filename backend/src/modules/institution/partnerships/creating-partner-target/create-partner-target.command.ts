import { Command } from '@nestjs/cqrs';
import type { PartnerTarget, PartnerTargetRequest } from '@scholarlens/contracts';

/** A console admin adds a partner target; answers it. */
export class CreatePartnerTargetCommand extends Command<PartnerTarget> {
  constructor(
    readonly userId: string,
    readonly request: PartnerTargetRequest,
  ) {
    super();
  }
}
