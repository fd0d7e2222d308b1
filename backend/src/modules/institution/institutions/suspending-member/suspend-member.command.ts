import { Command } from '@nestjs/cqrs';
import type { InstitutionUser } from '@scholarlens/contracts';
import type { Membership } from '../members-directory/members-directory.query.js';

/** An institution administrator suspends an active member (status suspended, the spec's red "other"); answers the member (null once revoked). */
export class SuspendMemberCommand extends Command<InstitutionUser | null> {
  constructor(
    readonly by: Membership,
    readonly memberId: string,
  ) {
    super();
  }
}
