import { Command } from '@nestjs/cqrs';
import type { Channel, CreateChannelRequest } from '@scholarlens/contracts';
import type { TeamCaller } from '../caller-team-role/team-access.js';

/** A team member (not a guest) creates a channel of the team; answers the channel. */
export class CreateChannelCommand extends Command<Channel> {
  constructor(
    readonly by: TeamCaller & { role: NonNullable<TeamCaller['role']> },
    readonly request: CreateChannelRequest,
  ) {
    super();
  }
}
