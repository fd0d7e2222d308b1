/** The institution area (the institution remote's backend, docs/ARCHITECTURE.md §15): institutions with members and invitations, research teams and their chat, security management, learning management, contracts, research intelligence, analytics, integrations, API access and partnership outreach. */
import { Module } from '@nestjs/common';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { ApiAccessModule } from './api-access/api-access.module.js';
import { ContractsModule } from './contracts/contracts.module.js';
import { CollaborationModule } from './collaboration/collaboration.module.js';
import { CoursesModule } from './courses/courses.module.js';
import { IntegrationsModule } from './integrations/integrations.module.js';
import { IntelligenceModule } from './intelligence/intelligence.module.js';
import { InstitutionsModule } from './institutions/institutions.module.js';
import { PartnershipsModule } from './partnerships/partnerships.module.js';
import { SecurityModule } from './security/security.module.js';
import { TeamsModule } from './teams/teams.module.js';

@Module({
  imports: [InstitutionsModule, TeamsModule, CollaborationModule, SecurityModule, CoursesModule, ContractsModule, IntelligenceModule, AnalyticsModule, IntegrationsModule, ApiAccessModule, PartnershipsModule],
})
export class InstitutionModule {}
