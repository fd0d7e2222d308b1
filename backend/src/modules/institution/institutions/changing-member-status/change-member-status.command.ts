import { Command } from '@nestjs/cqrs';
import type { InstitutionUser } from '@scholarlens/contracts';
import type { Membership } from '../members-directory/members-directory.query.js';

/** What an institution administrator does to one membership (the decider says when each is allowed). */
export type MemberStatusChange = 'SuspendMember' | 'ReactivateMember' | 'RevokeInvitation';

/**
 * An institution administrator suspends an active member (status suspended, the spec's red "other"),
 * reactivates a suspended one, or revokes a pending invitation; answers the member (null once revoked).
 */
export class ChangeMemberStatusCommand extends Command<InstitutionUser | null> {
  constructor(
    readonly by: Membership,
    readonly memberId: string,
    readonly change: MemberStatusChange,
  ) {
    super();
  }
}
