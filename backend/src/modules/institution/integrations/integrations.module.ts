/**
 * Integrations (docs/ARCHITECTURE.md §15, issue #36): connections of an institution to external
 * services (stream `integration-<id>`), each through a real HTTP client (Zotero, signed webhooks,
 * Slack, Teams, Canvas, S3-compatible storage, ORCID); events delivered to the event-driven ones
 * (stream `integration-delivery-<id>`, the `integration-deliveries` queue with retries), syncs
 * (`integration-syncs`) and scheduled pipelines (stream `pipeline-<id>`, Bull repeatable jobs on
 * `integration-pipelines`).
 */
import { Inject, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import type { SyncFrequency } from '@scholarlens/contracts';
import type Bull from 'bull';
import type { Pool } from '../../../platform/database/database.js';
import { PG_POOL } from '../../../platform/database/database.module.js';
import { ProjectionRegistry } from '../../../platform/projections/projections.module.js';
import { QueueModule } from '../../../platform/queue/queue.module.js';
import { Queues } from '../../../platform/queue/queues.js';
import { ConfigureIntegrationHandler } from './configuring-integration/configure-integration.handler.js';
import { ConnectIntegrationHandler } from './connecting-integration/connect-integration.handler.js';
import { CanvasConnector } from './connectors/canvas.connector.js';
import { SlackConnector, TeamsConnector } from './connectors/chat.connectors.js';
import { ConnectorRegistry } from './connectors/connector-registry.js';
import { OrcidConnector } from './connectors/orcid.connector.js';
import { S3Connector } from './connectors/s3.connector.js';
import { WebhookConnector } from './connectors/webhook.connector.js';
import { ZoteroConnector } from './connectors/zotero.connector.js';
import { CreatePipelineHandler } from './creating-pipeline/create-pipeline.handler.js';
import { INTEGRATION_DELIVERIES_QUEUE, type DeliveryJobData, DeliveryJobs } from './delivering-events/delivery.jobs.js';
import { DeliveryWorker } from './delivering-events/delivery.worker.js';
import { EventDeliveriesRule } from './delivering-events/event-deliveries.rule.js';
import { DisconnectIntegrationHandler } from './disconnecting-integration/disconnect-integration.handler.js';
import { IntegrationsController } from './integrations.controller.js';
import { IntegrationsProjection } from './integrations-of-institution/integrations.projection.js';
import {
  DeliveriesHandler,
  EventTargetsHandler,
  IntegrationsHandler,
  OrcidWorkDoisHandler,
  PipelinesHandler,
  TemplatePopularityHandler,
} from './integrations-of-institution/integrations.query.js';
import { PausePipelineHandler } from './pausing-pipeline/pause-pipeline.handler.js';
import { AnalyticsModule, InstitutionsModule, SecurityModule } from './ports.js';
import { INTEGRATION_PIPELINES_QUEUE, type PipelineJobData, PipelineSchedules } from './running-pipeline/pipeline-schedules.js';
import { PipelineWorker } from './running-pipeline/pipeline.worker.js';
import { RunPipelineHandler } from './running-pipeline/run-pipeline.handler.js';
import { SharedPapersProjection } from './shared-papers/shared-papers.projection.js';
import { AnalyticsReportExport } from './sources/analytics-report.export.js';
import { AuditLogExport } from './sources/audit-log.export.js';
import { IntegrationExports } from './sources/integration-exports.js';
import { SyncSources } from './sources/sync-sources.js';
import { SyncIntegrationHandler } from './syncing-integration/sync-integration.handler.js';
import { SyncRunner } from './syncing-integration/sync-runner.js';
import { INTEGRATION_SYNCS_QUEUE, type SyncJobData, SyncJobs, type SyncJobResult } from './syncing-integration/sync.jobs.js';

@Module({
  imports: [InstitutionsModule, SecurityModule, AnalyticsModule, QueueModule],
  controllers: [IntegrationsController],
  providers: [
    WebhookConnector,
    SlackConnector,
    TeamsConnector,
    ZoteroConnector,
    CanvasConnector,
    S3Connector,
    OrcidConnector,
    ConnectorRegistry,
    IntegrationExports,
    AnalyticsReportExport,
    AuditLogExport,
    SyncSources,
    SyncJobs,
    SyncRunner,
    DeliveryJobs,
    DeliveryWorker,
    PipelineSchedules,
    PipelineWorker,
    IntegrationsProjection,
    SharedPapersProjection,
    EventDeliveriesRule,
    ConnectIntegrationHandler,
    ConfigureIntegrationHandler,
    DisconnectIntegrationHandler,
    SyncIntegrationHandler,
    CreatePipelineHandler,
    PausePipelineHandler,
    RunPipelineHandler,
    IntegrationsHandler,
    EventTargetsHandler,
    TemplatePopularityHandler,
    DeliveriesHandler,
    PipelinesHandler,
    OrcidWorkDoisHandler,
  ],
  exports: [IntegrationExports],
})
export class IntegrationsModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(IntegrationsProjection) private readonly integrations: IntegrationsProjection,
    @Inject(SharedPapersProjection) private readonly sharedPapers: SharedPapersProjection,
    @Inject(EventDeliveriesRule) private readonly deliveries: EventDeliveriesRule,
    @Inject(Queues) private readonly queues: Queues,
    @Inject(SyncRunner) private readonly syncRunner: SyncRunner,
    @Inject(DeliveryWorker) private readonly deliveryWorker: DeliveryWorker,
    @Inject(PipelineWorker) private readonly pipelineWorker: PipelineWorker,
    @Inject(PipelineSchedules) private readonly schedules: PipelineSchedules,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  onModuleInit(): void {
    for (const p of [this.integrations, this.sharedPapers, this.deliveries]) this.registry.register(p);
    this.queues.process<SyncJobData, SyncJobResult>(INTEGRATION_SYNCS_QUEUE, (job) => this.syncRunner.run(job.data), 2);
    this.queues.process<DeliveryJobData, void>(INTEGRATION_DELIVERIES_QUEUE, (job: Bull.Job<DeliveryJobData>) => this.deliveryWorker.run(job), 4);
    this.queues.process<PipelineJobData, void>(INTEGRATION_PIPELINES_QUEUE, (job) => this.pipelineWorker.run(job), 1);
  }

  /** Active pipelines and connected integrations' syncs are scheduled again at start (a repeatable job added twice is kept once), so a flushed Redis loses no schedule. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.queues.workersEnabled) return;
    const { rows } = await this.pool.query<{ id: string; schedule: 'hourly' | 'daily' | 'weekly' }>(`select id, schedule from integration_pipelines where status = 'active'`);
    for (const r of rows) await this.schedules.schedule(r.id, r.schedule);
    const connected = await this.pool.query<{ id: string; sync_frequency: SyncFrequency }>(`select id, sync_frequency from integrations where status = 'connected'`);
    for (const r of connected.rows) await this.schedules.scheduleSync(r.id, r.sync_frequency);
  }
}
