import { Command } from '@nestjs/cqrs';
import type { InstitutionUser } from '@scholarlens/contracts';
import type { Membership } from '../members-directory/members-directory.query.js';

/** An institution administrator revokes an invitation not accepted yet (its seat is freed); answers the member (null once revoked). */
export class RevokeInvitationCommand extends Command<InstitutionUser | null> {
  constructor(
    readonly by: Membership,
    readonly memberId: string,
  ) {
    super();
  }
}
