import { Command } from '@nestjs/cqrs';
import type { TeamCaller } from '../caller-team-role/team-access.js';

/** A team administrator adds a member of the team to a private channel. */
export class AddChannelMemberCommand extends Command<void> {
  constructor(
    readonly by: TeamCaller & { role: NonNullable<TeamCaller['role']> },
    readonly channelId: string,
    readonly memberId: string,
  ) {
    super();
  }
}
