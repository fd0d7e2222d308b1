import { Command } from '@nestjs/cqrs';
import type { TeamLibraryPaper, TeamLibraryRequest } from '@scholarlens/contracts';
import type { TeamCaller } from '../caller-team-role/team-access.js';

/** A team member on the Team plan or above adds a paper to the team's library; answers the entry. */
export class AddToTeamLibraryCommand extends Command<TeamLibraryPaper> {
  constructor(
    readonly by: TeamCaller & { role: NonNullable<TeamCaller['role']> },
    readonly userId: string,
    readonly request: TeamLibraryRequest,
  ) {
    super();
  }
}
