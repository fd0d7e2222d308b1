/** The institution area (the institution remote's backend, docs/ARCHITECTURE.md §15): institutions with members and invitations, research teams, and their chat. */
import { Module } from '@nestjs/common';
import { InstitutionsModule } from './institutions/institutions.module.js';
import { TeamsModule } from './teams/teams.module.js';
import { CollaborationModule } from './collaboration/collaboration.module.js';

@Module({ imports: [InstitutionsModule, TeamsModule, CollaborationModule] })
export class InstitutionModule {}
