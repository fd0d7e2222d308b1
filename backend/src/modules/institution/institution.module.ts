/** The institution area (the institution remote's backend, docs/ARCHITECTURE.md §15): institutions with members and invitations, research teams and their chat, security management and research intelligence. */
import { Module } from '@nestjs/common';
import { CollaborationModule } from './collaboration/collaboration.module.js';
import { IntelligenceModule } from './intelligence/intelligence.module.js';
import { InstitutionsModule } from './institutions/institutions.module.js';
import { SecurityModule } from './security/security.module.js';
import { TeamsModule } from './teams/teams.module.js';

@Module({ imports: [InstitutionsModule, TeamsModule, CollaborationModule, SecurityModule, IntelligenceModule] })
export class InstitutionModule {}
