/**
 * Advanced analytics (docs/ARCHITECTURE.md §15, issue #35): the institution's works from OpenAlex
 * (synced into `analytics_works` by the `analytics-sync` job, daily and on demand, resumable from
 * its checkpoints), the figures of spec inst §3 computed from them, and exports in four formats.
 */
import { Inject, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import { OpenAlexClient } from '../../../platform/external/openalex/openalex.client.js';
import { openAlexClientOf } from '../../../platform/external/openalex/openalex.module.js';
import { ProjectionRegistry } from '../../../platform/projections/projections.module.js';
import { QueueModule } from '../../../platform/queue/queue.module.js';
import { Queues } from '../../../platform/queue/queues.js';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsFigures } from './analytics-figures/analytics-figures.service.js';
import { AnalyticsSettingsHandler } from './analytics-settings/analytics-settings.query.js';
import { AnalyticsSourcesProjection, ConfiguredInstitutionsHandler } from './analytics-sources/analytics-sources.projection.js';
import { ConfigureSourceHandler } from './configuring-source/configure-source.handler.js';
import { ANALYTICS_EXPORT_QUEUE, type AnalyticsExportJobData, AnalyticsExportJobs } from './exporting-analytics/analytics-export.jobs.js';
import { AnalyticsExportWorker } from './exporting-analytics/analytics-export.worker.js';
import { AnalyticsExporter } from './exporting-analytics/analytics-exporter.js';
import { AnalyticsExports } from './exporting-analytics/analytics-exports.js';
import { ExportAnalyticsHandler } from './exporting-analytics/export-analytics.handler.js';
import { InstitutionWorks } from './institution-works/institution-works.js';
import { LinkAuthorHandler } from './linking-author/link-author.handler.js';
import { InstitutionsModule, SecurityModule } from './ports.js';
import { RecordSyncHandler } from './recording-sync/record-sync.handler.js';
import { StartSyncHandler } from './syncing-works/start-sync.handler.js';
import { ANALYTICS_SYNC_QUEUE, type AnalyticsSyncJobData, AnalyticsSyncJobs } from './syncing-works/sync-works.jobs.js';
import { AnalyticsSyncWorker } from './syncing-works/sync-works.worker.js';

@Module({
  imports: [InstitutionsModule, SecurityModule, QueueModule],
  controllers: [AnalyticsController],
  providers: [
    // Its own OpenAlex client: the sync pages through thousands of works (openalex.module.ts says why).
    { provide: OpenAlexClient, inject: [APP_CONFIG], useFactory: openAlexClientOf },
    InstitutionWorks,
    AnalyticsFigures,
    AnalyticsSettingsHandler,
    AnalyticsSourcesProjection,
    ConfiguredInstitutionsHandler,
    ConfigureSourceHandler,
    LinkAuthorHandler,
    StartSyncHandler,
    RecordSyncHandler,
    AnalyticsSyncJobs,
    AnalyticsSyncWorker,
    AnalyticsExporter,
    AnalyticsExports,
    AnalyticsExportJobs,
    AnalyticsExportWorker,
    ExportAnalyticsHandler,
  ],
  exports: [AnalyticsExporter, AnalyticsFigures],
})
export class AnalyticsModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(AnalyticsSourcesProjection) private readonly sources: AnalyticsSourcesProjection,
    @Inject(Queues) private readonly queues: Queues,
    @Inject(AnalyticsSyncWorker) private readonly syncWorker: AnalyticsSyncWorker,
    @Inject(AnalyticsSyncJobs) private readonly syncJobs: AnalyticsSyncJobs,
    @Inject(AnalyticsExportWorker) private readonly exportWorker: AnalyticsExportWorker,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.sources);
    this.queues.process<AnalyticsSyncJobData, void>(ANALYTICS_SYNC_QUEUE, (job, signal) => this.syncWorker.run(job, signal), 1);
    this.queues.process<AnalyticsExportJobData, void>(ANALYTICS_EXPORT_QUEUE, (job) => this.exportWorker.run(job), 1);
  }

  /** The daily sync of every configured institution (a Bull repeatable job, added once whatever the number of processes). */
  async onApplicationBootstrap(): Promise<void> {
    await this.syncJobs.scheduleDaily();
  }
}
