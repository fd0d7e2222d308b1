import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Channel } from '@scholarlens/contracts';
import { AdvisoryLocks } from '../../../../platform/concurrency/advisory-locks.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { channelAggregate } from '../channel.decider.js';
import { ChannelsOfTeamProjection } from '../channels-of-team/channels-of-team.projection.js';
import { ChannelNamesQuery, ChannelQuery } from '../channels-of-team/channels-of-team.query.js';
import { CreateChannelCommand } from './create-channel.command.js';

/**
 * Names are unique within a team, across channel streams: the names are read and the channel is
 * created and projected under the team's advisory lock (docs/ARCHITECTURE.md §5), so two processes
 * creating "papers" at once give one channel and one 409.
 */
@CommandHandler(CreateChannelCommand)
export class CreateChannelHandler implements ICommandHandler<CreateChannelCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(AdvisoryLocks) private readonly locks: AdvisoryLocks,
  ) {}

  async execute({ by, request }: CreateChannelCommand): Promise<Channel> {
    const channelId = randomUUID();
    const teamId = by.team.id;
    await this.locks.run(`channel-names:${teamId}`, async () => {
      const takenNames = await this.queryBus.execute(new ChannelNamesQuery(teamId));
      const { position } = await handleCommand(
        this.store,
        channelAggregate,
        channelId,
        {
          type: 'CreateChannel',
          data: {
            channelId,
            teamId,
            institutionId: by.membership.institutionId,
            name: request.name,
            description: request.description ?? null,
            isPrivate: request.isPrivate ?? false,
            byMemberId: by.membership.memberId,
            byTeamRole: by.role,
            takenNames,
            at: new Date().toISOString(),
          },
        },
        { userId: by.membership.userId ?? undefined },
      );
      if (position) await this.readYourWrites.waitFor([ChannelsOfTeamProjection.NAME], position);
    });
    const channel = await this.queryBus.execute(new ChannelQuery(teamId, channelId, by.membership.memberId));
    if (!channel) throw new Error(`Channel ${channelId} was created but is not readable`);
    return channel;
  }
}
