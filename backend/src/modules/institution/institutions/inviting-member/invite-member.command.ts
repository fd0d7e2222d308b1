import { Command } from '@nestjs/cqrs';
import type { InstitutionUser, InviteRole } from '@scholarlens/contracts';
import type { Membership } from '../members-directory/members-directory.query.js';

/** An institution administrator invites an e-mail; answers the pending member. */
export class InviteMemberCommand extends Command<InstitutionUser> {
  constructor(
    readonly by: Membership,
    readonly email: string,
    readonly role: InviteRole,
    readonly department: string | null,
  ) {
    super();
  }
}
