import { Command } from '@nestjs/cqrs';
import type { PartnerTarget, PartnerTargetRequest } from '@scholarlens/contracts';

/** A console admin replaces a partner target's fields; answers it. */
export class EditPartnerTargetCommand extends Command<PartnerTarget> {
  constructor(
    readonly userId: string,
    readonly targetId: string,
    readonly request: PartnerTargetRequest,
  ) {
    super();
  }
}
