import { Command } from '@nestjs/cqrs';
import type { PartnerOutreach } from '@scholarlens/contracts';

/** A console admin sends a partnership proposal to a target's contact; answers the recorded outreach. */
export class SendOutreachCommand extends Command<PartnerOutreach> {
  constructor(
    readonly user: { id: string; name: string; email: string },
    readonly targetId: string,
    readonly message: string,
  ) {
    super();
  }
}
