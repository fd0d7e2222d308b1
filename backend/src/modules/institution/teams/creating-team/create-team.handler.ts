import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ResearchTeam } from '@scholarlens/contracts';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import type { TeamCreated } from '../team.js';
import { teamAggregate } from '../team.decider.js';
import { TeamsByInstitutionProjection } from '../teams-by-institution/teams-by-institution.projection.js';
import { CreateTeamCommand } from './create-team.command.js';

@CommandHandler(CreateTeamCommand)
export class CreateTeamHandler implements ICommandHandler<CreateTeamCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute({ by, request }: CreateTeamCommand): Promise<ResearchTeam> {
    const teamId = randomUUID();
    const { events, position } = await handleCommand(
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
    // From the recorded event (name trimmed, maxMembers defaulted): the answer holds even when the
    // read model is late. Its one member is the creator, as the team's administrator.
    const created = events.find((e): e is TeamCreated => e.type === 'TeamCreated');
    if (!created) throw new Error(`Team ${teamId} was not created`);
    const d = created.data;
    return { id: d.teamId, name: d.name, description: d.description, department: d.department, isPublic: d.isPublic, maxMembers: d.maxMembers, memberCount: 1, createdAt: d.at };
  }
}
