/** Research teams of an institution (docs/ARCHITECTURE.md §15): team aggregate, creation, members, the teams read model. */
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../../platform/projections/projections.module.js';
import { InstitutionsModule } from '../institutions/institutions.module.js';
import { AddTeamMemberHandler } from './adding-team-member/add-team-member.handler.js';
import { CreateTeamHandler } from './creating-team/create-team.handler.js';
import { TeamsController } from './teams.controller.js';
import { TeamsByInstitutionProjection } from './teams-by-institution/teams-by-institution.projection.js';
import { TeamCountsHandler, TeamHandler, TeamMembersHandler, TeamsOfInstitutionHandler } from './teams-by-institution/teams-by-institution.query.js';

@Module({
  imports: [InstitutionsModule],
  controllers: [TeamsController],
  providers: [
    CreateTeamHandler,
    AddTeamMemberHandler,
    TeamsByInstitutionProjection,
    TeamsOfInstitutionHandler,
    TeamHandler,
    TeamMembersHandler,
    TeamCountsHandler,
  ],
})
export class TeamsModule implements OnModuleInit {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(TeamsByInstitutionProjection) private readonly teams: TeamsByInstitutionProjection,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.teams);
  }
}
