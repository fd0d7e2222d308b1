import { Command } from '@nestjs/cqrs';
import type { TeamMessage, PostMessageRequest } from '@scholarlens/contracts';
import type { TeamCaller } from '../caller-team-role/team-access.js';

/** A team member posts a message (or shares a paper) in a channel they see; answers the message. */
export class PostMessageCommand extends Command<TeamMessage> {
  constructor(
    readonly by: TeamCaller,
    readonly channelId: string,
    readonly request: PostMessageRequest,
  ) {
    super();
  }
}
