import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { COLLABORATION_MESSAGES } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { TeamAccess } from '../caller-team-role/team-access.js';
import { channelAggregate } from '../channel.decider.js';
import { ChannelsOfTeamProjection } from '../channels-of-team/channels-of-team.projection.js';
import { isUuid } from '../ports.js';
import { AddChannelMemberCommand } from './add-channel-member.command.js';

@CommandHandler(AddChannelMemberCommand)
export class AddChannelMemberHandler implements ICommandHandler<AddChannelMemberCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(TeamAccess) private readonly teams: TeamAccess,
  ) {}

  async execute({ by, channelId, memberId }: AddChannelMemberCommand): Promise<void> {
    if (!isUuid(channelId)) throw new DomainError('not-found', COLLABORATION_MESSAGES.channelNotFound);
    const memberTeamRole = await this.teams.roleOf(by.membership.institutionId, by.team.id, memberId);
    const { position } = await handleCommand(
      this.store,
      channelAggregate,
      channelId,
      {
        type: 'AddChannelMember',
        data: { teamId: by.team.id, memberId, memberTeamRole, byMemberId: by.membership.memberId, byTeamRole: by.role, at: new Date().toISOString() },
      },
      { userId: by.membership.userId ?? undefined },
    );
    if (position) await this.readYourWrites.waitFor([ChannelsOfTeamProjection.NAME], position);
  }
}
