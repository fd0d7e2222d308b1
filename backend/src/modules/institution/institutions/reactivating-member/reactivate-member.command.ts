import { Command } from '@nestjs/cqrs';
import type { InstitutionUser } from '@scholarlens/contracts';
import type { Membership } from '../members-directory/members-directory.query.js';

/** An institution administrator reactivates a suspended member (a seat must be free); answers the member (null once revoked). */
export class ReactivateMemberCommand extends Command<InstitutionUser | null> {
  constructor(
    readonly by: Membership,
    readonly memberId: string,
  ) {
    super();
  }
}
