import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { INSTITUTION_MESSAGES, type TeamMember } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { MemberQuery, isUuid } from '../ports.js';
import { teamAggregate } from '../team.decider.js';
import { TeamsByInstitutionProjection } from '../teams-by-institution/teams-by-institution.projection.js';
import { TeamMembersQuery, TeamQuery } from '../teams-by-institution/teams-by-institution.query.js';
import { AddTeamMemberCommand } from './add-team-member.command.js';

@CommandHandler(AddTeamMemberCommand)
export class AddTeamMemberHandler implements ICommandHandler<AddTeamMemberCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ by, teamId, memberId, role }: AddTeamMemberCommand): Promise<TeamMember[]> {
    // Another institution's team does not exist for the caller (404, nothing leaks).
    if (!isUuid(teamId) || !(await this.queryBus.execute(new TeamQuery(by.institutionId, teamId)))) {
      throw new DomainError('not-found', INSTITUTION_MESSAGES.teamNotFound);
    }
    const member = await this.queryBus.execute(new MemberQuery(by.institutionId, memberId));
    if (!member) throw new DomainError('not-found', INSTITUTION_MESSAGES.memberNotFound);
    if (member.status !== 'active') throw new DomainError('conflict', `${member.email} is ${member.status}: only active members join teams`);
    const { position } = await handleCommand(
      this.store,
      teamAggregate,
      teamId,
      { type: 'AddTeamMember', data: { memberId, role, byMemberId: by.memberId, byInstitutionAdmin: by.role === 'admin', at: new Date().toISOString() } },
      { userId: by.userId ?? undefined },
    );
    if (position) await this.readYourWrites.waitFor([TeamsByInstitutionProjection.NAME], position);
    return this.queryBus.execute(new TeamMembersQuery(by.institutionId, teamId));
  }
}
