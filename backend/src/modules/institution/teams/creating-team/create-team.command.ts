import { Command } from '@nestjs/cqrs';
import type { CreateTeamRequest, ResearchTeam } from '@scholarlens/contracts';
import type { Membership } from '../ports.js';

/** A member creates a research team of their institution and becomes its admin; answers the team. */
export class CreateTeamCommand extends Command<ResearchTeam> {
  constructor(
    readonly by: Membership,
    readonly request: CreateTeamRequest,
  ) {
    super();
  }
}
