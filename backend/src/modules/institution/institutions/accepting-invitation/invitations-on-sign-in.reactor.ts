/**
 * The sign-in half of an invitation (issue #29): when anyone signs in (any issuer), the accounts
 * context appends UserSignedIn with their e-mail; a pending invitation of that e-mail becomes an
 * active membership, joined at the sign-in. A process manager registered as a projection (its
 * checkpoint says which sign-ins it has handled); it keeps no read model. Replaying old sign-ins
 * changes nothing: the decider accepts only sign-ins after the invitation.
 */
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { normalizeEmail } from '../institution.js';
import { MembershipsOfEmailQuery } from '../members-directory/members-directory.query.js';
import { userIdOfStream } from '../ports.js';
import { AcceptInvitationCommand } from './accept-invitation.command.js';

@Injectable()
export class InvitationsOnSignIn implements Projection {
  static readonly NAME = 'institution-invitations-on-sign-in';
  readonly name = InvitationsOnSignIn.NAME;
  readonly eventTypes = ['UserSignedIn'];

  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  async apply(event: RecordedEvent): Promise<void> {
    const userId = userIdOfStream(event.streamId);
    const email = typeof event.data.email === 'string' ? normalizeEmail(event.data.email) : null;
    if (!userId || !email) return;
    const pending = (await this.queryBus.execute(new MembershipsOfEmailQuery(email))).filter((m) => m.status === 'pending');
    for (const m of pending) {
      await this.commandBus.execute(new AcceptInvitationCommand(m.institutionId, email, userId, event.recordedAt.toISOString(), false));
    }
  }

  async reset(): Promise<void> {}
}
