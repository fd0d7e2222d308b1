import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { ResearchTeam } from '@scholarlens/contracts';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { teamAggregate } from '../team.decider.js';
import { TeamsByInstitutionProjection } from '../teams-by-institution/teams-by-institution.projection.js';
import { TeamQuery } from '../teams-by-institution/teams-by-institution.query.js';
import { CreateTeamCommand } from './create-team.command.js';

@CommandHandler(CreateTeamCommand)
export class CreateTeamHandler implements ICommandHandler<CreateTeamCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ by, request }: CreateTeamCommand): Promise<ResearchTeam> {
    const teamId = randomUUID();
    const { position } = await handleCommand(
      this.store,
      teamAggregate,
      teamId,
      {
        type: 'CreateTeam',
        data: {
          teamId,
          institutionId: by.institutionId,
          name: request.name,
          description: request.description ?? null,
          department: request.department ?? null,
          isPublic: request.isPublic ?? false,
          maxMembers: request.maxMembers,
          createdBy: by.memberId,
          at: new Date().toISOString(),
        },
      },
      { userId: by.userId ?? undefined },
    );
    if (position) await this.readYourWrites.waitFor([TeamsByInstitutionProjection.NAME], position);
    const team = await this.queryBus.execute(new TeamQuery(by.institutionId, teamId));
    if (!team) throw new Error(`Team ${teamId} was created but is not readable`);
    return team;
  }
}
