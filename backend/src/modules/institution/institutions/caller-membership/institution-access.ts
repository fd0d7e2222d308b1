/**
 * Who the caller is in which institution (docs/ARCHITECTURE.md §15): every institutional route asks
 * here, so every answer is about the caller's own institution. No membership: 404 "No Institution
 * Found" (spec inst §2; nothing of any institution leaks). A suspended member: 403. An invitation
 * of the caller's e-mail not accepted yet (the sign-in reactor has not run, or they were invited while
 * signed in) is accepted here first: the e-mail is the caller's, as the issuer said at sign-in.
 */
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { INSTITUTION_MESSAGES } from '@scholarlens/contracts';
import type { SessionUser } from '../../../../platform/auth/access.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { AcceptInvitationCommand } from '../accepting-invitation/accept-invitation.command.js';
import { normalizeEmail } from '../institution.js';
import { type Membership, MembershipOfUserQuery, MembershipsOfEmailQuery } from '../members-directory/members-directory.query.js';

@Injectable()
export class InstitutionAccess {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  /** The caller's active membership, or the DomainError the route answers. */
  async memberOf(user: SessionUser): Promise<Membership> {
    let membership = await this.queryBus.execute(new MembershipOfUserQuery(user.id));
    if (!membership) {
      const pending = (await this.queryBus.execute(new MembershipsOfEmailQuery(normalizeEmail(user.email)))).find((m) => m.status === 'pending');
      if (pending) {
        await this.commandBus.execute(new AcceptInvitationCommand(pending.institutionId, user.email, user.id, new Date().toISOString()));
        membership = await this.queryBus.execute(new MembershipOfUserQuery(user.id));
      }
    }
    if (!membership) throw new DomainError('not-found', INSTITUTION_MESSAGES.notAMember);
    if (membership.status === 'suspended') throw new DomainError('forbidden', 'Your membership of this institution is suspended');
    return membership;
  }

  /** The caller's membership when they administer their institution; 403 for other members. */
  async adminOf(user: SessionUser): Promise<Membership> {
    const membership = await this.memberOf(user);
    if (membership.role !== 'admin') throw new DomainError('forbidden', INSTITUTION_MESSAGES.adminsOnly);
    return membership;
  }
}
