/**
 * Partnership outreach (docs/ARCHITECTURE.md §15, issue #36 item 6): partner targets (stream
 * `partner-<id>`) kept by console admins, and outreach e-mails sent through the platform's mail port.
 */
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { MailModule } from '../../../platform/mail/mail.module.js';
import { ProjectionRegistry } from '../../../platform/projections/projections.module.js';
import { CreatePartnerTargetHandler } from './creating-partner-target/create-partner-target.handler.js';
import { EditPartnerTargetHandler } from './editing-partner-target/edit-partner-target.handler.js';
import { PartnerTargetsProjection } from './partner-targets/partner-targets.projection.js';
import { PartnerTargetsHandler, PartnershipsOverviewHandler } from './partner-targets/partner-targets.query.js';
import { PartnershipsController } from './partnerships.controller.js';
import { SendOutreachHandler } from './sending-outreach/send-outreach.handler.js';

@Module({
  imports: [MailModule],
  controllers: [PartnershipsController],
  providers: [PartnerTargetsProjection, CreatePartnerTargetHandler, EditPartnerTargetHandler, SendOutreachHandler, PartnerTargetsHandler, PartnershipsOverviewHandler],
})
export class PartnershipsModule implements OnModuleInit {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(PartnerTargetsProjection) private readonly targets: PartnerTargetsProjection,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.targets);
  }
}
