import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  COLLABORATION_LIMITS,
  COLLABORATION_MESSAGES,
  type Channel,
  type TeamMessage,
  type CollaborationMember,
  type MyTeam,
  NEXT_CURSOR_HEADER,
  type TeamLibraryPaper,
} from '@scholarlens/contracts';
import type { Request, Response } from 'express';
import { CurrentUser, type SessionUser, SignedIn } from '../../../platform/auth/access.js';
import { Answers, AnswersFile } from '../../../platform/http/answers.js';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { AddToTeamLibraryCommand } from './adding-to-team-library/add-to-team-library.command.js';
import { AddToTeamLibraryDto } from './adding-to-team-library/add-to-team-library.dto.js';
import { TeamLibraryQuery } from './team-library-papers/team-library.query.js';
import { AddChannelMemberCommand } from './adding-channel-member/add-channel-member.command.js';
import { AddChannelMemberDto } from './adding-channel-member/add-channel-member.dto.js';
import { TeamAccess, type TeamCaller } from './caller-team-role/team-access.js';
import { MessagesPageDto } from './channel-messages/channel-messages.dto.js';
import { ChannelMessagesQuery } from './channel-messages/channel-messages.query.js';
import { ChannelQuery, ChannelsOfTeamQuery } from './channels-of-team/channels-of-team.query.js';
import { CreateChannelCommand } from './creating-channel/create-channel.command.js';
import { CreateChannelDto } from './creating-channel/create-channel.dto.js';
import { ChannelFanout } from './live-delivery/channel-fanout.js';
import { ChatStreamDto, LAST_EVENT_ID } from './live-delivery/chat-stream.dto.js';
import { openChatStream } from './live-delivery/chat-stream.js';
import { InstitutionAccess, isUuid } from './ports.js';
import { PostMessageCommand } from './posting-message/post-message.command.js';
import { PostMessageDto } from './posting-message/post-message.dto.js';
import { CollaborationMembersQuery, MyTeamsQuery } from './team-members/team-members.query.js';

/**
 * Team chat (spec inst §2, §7 `/api/teams/{teamId}/…`): the team's members only; another
 * institution's team or an unknown one 404, a member of the institution outside the team 403, a
 * private channel the caller is not in 404 (its name never leaves the server).
 */
@Controller('api/teams')
export class CollaborationController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(InstitutionAccess) private readonly institutions: InstitutionAccess,
    @Inject(TeamAccess) private readonly teams: TeamAccess,
    @Inject(ChannelFanout) private readonly fanout: ChannelFanout,
  ) {}

  @SignedIn()
  @Get()
  @Answers('MyTeam[]')
  async myTeams(@CurrentUser() user: SessionUser): Promise<MyTeam[]> {
    const me = await this.institutions.memberOf(user);
    return this.queryBus.execute(new MyTeamsQuery(me.institutionId, me.memberId));
  }

  @SignedIn()
  @Get(':teamId/members')
  @Answers('CollaborationMember[]')
  async members(@Param('teamId') teamId: string, @CurrentUser() user: SessionUser): Promise<CollaborationMember[]> {
    const me = await this.teams.memberIn(user, teamId);
    return this.queryBus.execute(new CollaborationMembersQuery(me.membership.institutionId, teamId));
  }

  /** The team's shared library, newest first (its members; adding needs the Team plan). */
  @SignedIn()
  @Get(':teamId/library')
  @Answers('TeamLibraryPaper[]')
  async library(@Param('teamId') teamId: string, @CurrentUser() user: SessionUser): Promise<TeamLibraryPaper[]> {
    await this.teams.memberIn(user, teamId);
    return this.queryBus.execute(new TeamLibraryQuery(teamId));
  }

  /** Adds a paper (from its page, or from a chat share with `messageId`) with a note: 403 below the Team plan, 409 when already there. */
  @SignedIn()
  @Post(':teamId/library')
  @Answers('TeamLibraryPaper')
  @HttpCode(HttpStatus.CREATED)
  async addToLibrary(@Param('teamId') teamId: string, @Body() body: AddToTeamLibraryDto, @CurrentUser() user: SessionUser): Promise<TeamLibraryPaper> {
    const me = await this.teams.memberIn(user, teamId);
    return this.commandBus.execute(new AddToTeamLibraryCommand(me, user.id, body));
  }

  @SignedIn()
  @Get(':teamId/channels')
  @Answers('Channel[]')
  async channels(@Param('teamId') teamId: string, @CurrentUser() user: SessionUser): Promise<Channel[]> {
    const me = await this.teams.memberIn(user, teamId);
    return this.queryBus.execute(new ChannelsOfTeamQuery(teamId, me.membership.memberId));
  }

  @SignedIn()
  @Post(':teamId/channels')
  @Answers('Channel')
  @HttpCode(HttpStatus.CREATED)
  async createChannel(@Param('teamId') teamId: string, @Body() body: CreateChannelDto, @CurrentUser() user: SessionUser): Promise<Channel> {
    const me = await this.teams.memberIn(user, teamId);
    return this.commandBus.execute(new CreateChannelCommand(me, body));
  }

  @SignedIn()
  @Post(':teamId/channels/:channelId/members')
  @HttpCode(HttpStatus.NO_CONTENT)
  async addChannelMember(
    @Param('teamId') teamId: string,
    @Param('channelId') channelId: string,
    @Body() body: AddChannelMemberDto,
    @CurrentUser() user: SessionUser,
  ): Promise<void> {
    const me = await this.teams.memberIn(user, teamId);
    await this.commandBus.execute(new AddChannelMemberCommand(me, channelId, body.memberId));
  }

  @SignedIn()
  @Get(':teamId/channels/:channelId/messages')
  @Answers('TeamMessage[]', { headers: { [NEXT_CURSOR_HEADER]: 'The cursor of the next (older) page (absent on the last page)' } })
  async messages(
    @Param('teamId') teamId: string,
    @Param('channelId') channelId: string,
    @Query() query: MessagesPageDto,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TeamMessage[]> {
    await this.visibleChannel(user, teamId, channelId);
    const limit = query.limit ? Number(query.limit) : COLLABORATION_LIMITS.messagePageSize;
    const page = await this.queryBus.execute(new ChannelMessagesQuery(channelId, limit, query.before ? Number(query.before) : null));
    if (page.nextCursor) res.setHeader(NEXT_CURSOR_HEADER, page.nextCursor);
    return page.messages;
  }

  @SignedIn()
  @Post(':teamId/channels/:channelId/messages')
  @Answers('TeamMessage')
  @HttpCode(HttpStatus.CREATED)
  async postMessage(
    @Param('teamId') teamId: string,
    @Param('channelId') channelId: string,
    @Body() body: PostMessageDto,
    @CurrentUser() user: SessionUser,
  ): Promise<TeamMessage> {
    const me = await this.teams.memberIn(user, teamId);
    return this.commandBus.execute(new PostMessageCommand(me, channelId, body));
  }

  /** Server-Sent Events of the channel's new messages; resumes after Last-Event-ID (or `?after=`). */
  @SignedIn()
  @Get(':teamId/channels/:channelId/stream')
  @AnswersFile('text/event-stream', 'New messages of the channel as Server-Sent Events (id: the message seq; resumes after Last-Event-ID)')
  async stream(
    @Param('teamId') teamId: string,
    @Param('channelId') channelId: string,
    @Query() query: ChatStreamDto,
    @Headers('last-event-id') lastEventId: string | undefined,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    if (lastEventId !== undefined && !LAST_EVENT_ID.test(lastEventId)) throw new DomainError('invalid', 'Last-Event-ID: must be a message seq this stream sent');
    await this.visibleChannel(user, teamId, channelId);
    const after = lastEventId !== undefined ? Number(lastEventId) : query.after !== undefined ? Number(query.after) : undefined;
    await openChatStream(this.fanout, channelId, after, req, res);
  }

  /** The caller as a member of the team who sees the channel; 404 otherwise (403 outside the team). */
  private async visibleChannel(user: SessionUser, teamId: string, channelId: string): Promise<TeamCaller> {
    const me = await this.teams.memberIn(user, teamId);
    const channel = isUuid(channelId) ? await this.queryBus.execute(new ChannelQuery(teamId, channelId, me.membership.memberId)) : null;
    if (!channel) throw new DomainError('not-found', COLLABORATION_MESSAGES.channelNotFound);
    return me;
  }
}
