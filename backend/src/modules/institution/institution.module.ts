/** The institution area (the institution remote's backend, docs/ARCHITECTURE.md §15): institutions with members and invitations, research teams, and security management. */
import { Module } from '@nestjs/common';
import { InstitutionsModule } from './institutions/institutions.module.js';
import { TeamsModule } from './teams/teams.module.js';
import { SecurityModule } from './security/security.module.js';

@Module({ imports: [InstitutionsModule, TeamsModule, SecurityModule] })
export class InstitutionModule {}
