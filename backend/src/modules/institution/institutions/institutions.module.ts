/**
 * Institutions (docs/ARCHITECTURE.md §15): the institution aggregate with its members and
 * invitations, the member directory every institutional route checks, usage per day and recent
 * activity computed from members' events, and the admin console's Institutions panel.
 */
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ProjectionRegistry } from '../../../platform/projections/projections.module.js';
import { AcceptInvitationHandler } from './accepting-invitation/accept-invitation.handler.js';
import { InvitationsOnSignIn } from './accepting-invitation/invitations-on-sign-in.reactor.js';
import { AdminInstitutionHandler, AdminInstitutionsHandler } from './admin-institutions.query.js';
import { InstitutionAccess } from './caller-membership/institution-access.js';
import { ChangeMemberStatusHandler } from './changing-member-status/change-member-status.handler.js';
import { CreateInstitutionHandler } from './creating-institution/create-institution.handler.js';
import { EditInstitutionHandler } from './editing-institution/edit-institution.handler.js';
import { InstitutionActivityProjection } from './institution-activity/institution-activity.projection.js';
import { InstitutionActivityHandler } from './institution-activity/institution-activity.query.js';
import { InstitutionUsageProjection } from './institution-usage/institution-usage.projection.js';
import { InstitutionUsageHandler, InstitutionUsageTotalsHandler } from './institution-usage/institution-usage.query.js';
import { InstitutionsController } from './institutions.controller.js';
import { InviteMemberHandler } from './inviting-member/invite-member.handler.js';
import { MembersDirectoryProjection } from './members-directory/members-directory.projection.js';
import {
  AllInstitutionsHandler,
  InstitutionRecordHandler,
  InstitutionUsersHandler,
  MemberHandler,
  MembershipOfUserHandler,
  MembershipsOfEmailHandler,
  MemberUsersHandler,
} from './members-directory/members-directory.query.js';
import { MemberActivityInterceptor } from './recording-activity/member-activity.interceptor.js';
import { MemberActivityRecorder } from './recording-activity/member-activity.recorder.js';
import { DemoInstitutionSeed } from './seeding-demo-institution/demo-institution.seed.js';

@Module({
  controllers: [InstitutionsController],
  providers: [
    InstitutionAccess,
    CreateInstitutionHandler,
    EditInstitutionHandler,
    InviteMemberHandler,
    AcceptInvitationHandler,
    ChangeMemberStatusHandler,
    MembersDirectoryProjection,
    InvitationsOnSignIn,
    InstitutionUsageProjection,
    InstitutionActivityProjection,
    MembershipOfUserHandler,
    MembershipsOfEmailHandler,
    MemberHandler,
    InstitutionUsersHandler,
    InstitutionRecordHandler,
    AllInstitutionsHandler,
    AdminInstitutionsHandler,
    AdminInstitutionHandler,
    InstitutionUsageHandler,
    InstitutionUsageTotalsHandler,
    InstitutionActivityHandler,
    MemberActivityRecorder,
    { provide: APP_INTERCEPTOR, useClass: MemberActivityInterceptor },
    DemoInstitutionSeed,
    MemberUsersHandler,
  ],
  exports: [InstitutionAccess, MemberActivityRecorder],
})
export class InstitutionsModule implements OnModuleInit {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(MembersDirectoryProjection) private readonly members: MembersDirectoryProjection,
    @Inject(InvitationsOnSignIn) private readonly invitations: InvitationsOnSignIn,
    @Inject(InstitutionUsageProjection) private readonly usage: InstitutionUsageProjection,
    @Inject(InstitutionActivityProjection) private readonly activity: InstitutionActivityProjection,
  ) {}

  onModuleInit(): void {
    for (const p of [this.members, this.invitations, this.usage, this.activity]) this.registry.register(p);
  }
}
