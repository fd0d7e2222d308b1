/**
 * Search alerts (issue #38): saved searches (stream `search-alerts-<userId>`), matched against new
 * papers with search's own ranking, shown in the bell and mailed as daily or weekly digests through
 * the platform's mail port (SMTP, or the outbox when none is configured).
 */
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { MailModule } from '../../../platform/mail/mail.module.js';
import { ProjectionRegistry } from '../../../platform/projections/projections.module.js';
import { QueueModule } from '../../../platform/queue/queue.module.js';
import { SearchAlertsProjection } from './alerts-by-user/search-alerts.projection.js';
import { AlertInboxHandler, SearchAlertsOfUserHandler } from './alerts-by-user/search-alerts.query.js';
import { AlertsController } from './alerts.controller.js';
import { AlertDigests } from './delivering-digests/alert-digests.js';
import { EditAlertsHandler } from './editing-alerts/edit-alerts.handler.js';
import { AlertJobs } from './matching-new-papers/alert-jobs.js';
import { AlertMatcher } from './matching-new-papers/alert-matcher.js';
import { AccountsModule, SearchModule } from './ports.js';
import { RecordAlertWorkHandler } from './recording-alert-work/record-alert-work.handler.js';
import { SaveAlertHandler } from './saving-alert/save-alert.handler.js';

@Module({
  imports: [AccountsModule, SearchModule, QueueModule, MailModule],
  controllers: [AlertsController],
  providers: [
    SearchAlertsProjection,
    SearchAlertsOfUserHandler,
    AlertInboxHandler,
    SaveAlertHandler,
    EditAlertsHandler,
    RecordAlertWorkHandler,
    AlertMatcher,
    AlertDigests,
    AlertJobs,
  ],
  exports: [AlertJobs],
})
export class AlertsModule implements OnModuleInit {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(SearchAlertsProjection) private readonly projection: SearchAlertsProjection,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.projection);
  }
}
