/** The institution area (the institution remote's backend, docs/ARCHITECTURE.md §15): institutions with members and invitations, and research teams. */
import { Module } from '@nestjs/common';
import { InstitutionsModule } from './institutions/institutions.module.js';
import { TeamsModule } from './teams/teams.module.js';

@Module({ imports: [InstitutionsModule, TeamsModule] })
export class InstitutionModule {}
