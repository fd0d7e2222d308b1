import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { InstitutionUser } from '@scholarlens/contracts';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { institutionAggregate } from '../institution.decider.js';
import { normalizeEmail } from '../institution.js';
import { MembersDirectoryProjection } from '../members-directory/members-directory.projection.js';
import { MemberQuery, MembershipsOfEmailQuery } from '../members-directory/members-directory.query.js';
import { InviteMemberCommand } from './invite-member.command.js';

@CommandHandler(InviteMemberCommand)
export class InviteMemberHandler implements ICommandHandler<InviteMemberCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ by, email, role, department }: InviteMemberCommand): Promise<InstitutionUser> {
    const normalized = normalizeEmail(email);
    // A user belongs to at most one institution: a membership or invitation elsewhere refuses the invite.
    const elsewhere = (await this.queryBus.execute(new MembershipsOfEmailQuery(normalized))).some((m) => m.institutionId !== by.institutionId);
    const memberId = randomUUID();
    const { position } = await handleCommand(
      this.store,
      institutionAggregate,
      by.institutionId,
      {
        type: 'InviteMember',
        data: { memberId, email: normalized, role, department: department?.trim() || null, byMemberId: by.memberId, elsewhere, at: new Date().toISOString() },
      },
      { userId: by.userId ?? undefined },
    );
    if (position) await this.readYourWrites.waitFor([MembersDirectoryProjection.NAME], position);
    const member = await this.queryBus.execute(new MemberQuery(by.institutionId, memberId));
    if (!member) throw new Error(`Member ${memberId} was invited but is not readable`);
    const { institutionId: _i, ...user } = member;
    return user;
  }
}
