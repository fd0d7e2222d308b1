import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { INSTITUTION_MESSAGES, type InstitutionUser } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { institutionAggregate } from '../institution.decider.js';
import { isUuid } from '../institution.js';
import { MembersDirectoryProjection } from '../members-directory/members-directory.projection.js';
import { MemberQuery } from '../members-directory/members-directory.query.js';
import { ChangeMemberStatusCommand } from './change-member-status.command.js';

@CommandHandler(ChangeMemberStatusCommand)
export class ChangeMemberStatusHandler implements ICommandHandler<ChangeMemberStatusCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ by, memberId, change }: ChangeMemberStatusCommand): Promise<InstitutionUser | null> {
    if (!isUuid(memberId)) throw new DomainError('not-found', INSTITUTION_MESSAGES.memberNotFound);
    const { position } = await handleCommand(
      this.store,
      institutionAggregate,
      by.institutionId,
      { type: change, data: { memberId, byMemberId: by.memberId, at: new Date().toISOString() } },
      { userId: by.userId ?? undefined },
    );
    if (position) await this.readYourWrites.waitFor([MembersDirectoryProjection.NAME], position);
    const member = await this.queryBus.execute(new MemberQuery(by.institutionId, memberId));
    if (!member) return null;
    const { institutionId: _i, ...user } = member;
    return user;
  }
}
