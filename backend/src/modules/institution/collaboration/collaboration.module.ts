/**
 * Team collaboration (docs/ARCHITECTURE.md §15): the channel aggregate with its messages, the
 * general channel every team gets, the channels and messages read models, and live delivery over
 * Server-Sent Events fanned out through PostgreSQL LISTEN/NOTIFY; the team's shared library
 * (issue #38, Team plan and above).
 */
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../../platform/projections/projections.module.js';
import { AddChannelMemberHandler } from './adding-channel-member/add-channel-member.handler.js';
import { TeamAccess } from './caller-team-role/team-access.js';
import { ChannelMessagesProjection } from './channel-messages/channel-messages.projection.js';
import { ChannelMessagesHandler, LatestSeqHandler, MessageByIdHandler, MessagesAfterHandler } from './channel-messages/channel-messages.query.js';
import { ChannelsOfTeamProjection } from './channels-of-team/channels-of-team.projection.js';
import { ChannelHandler, ChannelNamesHandler, ChannelsOfTeamHandler } from './channels-of-team/channels-of-team.query.js';
import { MessagesPostedSinceHandler } from './channel-messages/messages-posted.query.js';
import { CollaborationController } from './collaboration.controller.js';
import { CreateChannelHandler } from './creating-channel/create-channel.handler.js';
import { GeneralChannelOnTeamCreated } from './general-channel/general-channel.reactor.js';
import { ChannelFanout } from './live-delivery/channel-fanout.js';
import { AccountsModule, InstitutionsModule } from './ports.js';
import { AddToTeamLibraryHandler } from './adding-to-team-library/add-to-team-library.handler.js';
import { TeamLibraryProjection } from './team-library-papers/team-library.projection.js';
import { TeamLibraryHandler } from './team-library-papers/team-library.query.js';
import { PostMessageHandler } from './posting-message/post-message.handler.js';
import { CollaborationMembersHandler, MyTeamsHandler } from './team-members/team-members.query.js';

@Module({
  imports: [InstitutionsModule, AccountsModule],
  controllers: [CollaborationController],
  providers: [
    TeamAccess,
    CreateChannelHandler,
    AddChannelMemberHandler,
    PostMessageHandler,
    ChannelsOfTeamProjection,
    ChannelMessagesProjection,
    GeneralChannelOnTeamCreated,
    ChannelsOfTeamHandler,
    ChannelHandler,
    ChannelNamesHandler,
    ChannelMessagesHandler,
    MessagesAfterHandler,
    MessageByIdHandler,
    LatestSeqHandler,
    MessagesPostedSinceHandler,
    CollaborationMembersHandler,
    MyTeamsHandler,
    ChannelFanout,
    TeamLibraryProjection,
    TeamLibraryHandler,
    AddToTeamLibraryHandler,
  ],
})
export class CollaborationModule implements OnModuleInit {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(ChannelsOfTeamProjection) private readonly channels: ChannelsOfTeamProjection,
    @Inject(ChannelMessagesProjection) private readonly messages: ChannelMessagesProjection,
    @Inject(GeneralChannelOnTeamCreated) private readonly general: GeneralChannelOnTeamCreated,
    @Inject(TeamLibraryProjection) private readonly library: TeamLibraryProjection,
  ) {}

  onModuleInit(): void {
    for (const p of [this.channels, this.messages, this.general, this.library]) this.registry.register(p);
  }
}
