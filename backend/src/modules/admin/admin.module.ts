/**
 * The admin console's backend (spec core §2, inst §2 Databases): real health checks, security and
 * deployment status, and the data sources' connections, checks, syncs and the arXiv bulk path.
 * Catalog stats, bulk acquisition, queues and the embedding backlog stay in their own contexts.
 */
import { Inject, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projections.module.js';
import { QueueModule } from '../../platform/queue/queue.module.js';
import { Queues } from '../../platform/queue/queues.js';
import { AdminController } from './admin.controller.js';
import { DownloadArxivHandler, SetupArxivHandler } from './databases/arxiv-bulk/arxiv-bulk.commands.js';
import { ARXIV_PDF_QUEUE, type ArxivPdfJobData, ArxivPdfWorker } from './databases/arxiv-bulk/arxiv-pdf.worker.js';
import { ConnectSourcesHandler } from './databases/connecting/connect-sources.command.js';
import { ArxivPdfDownloadProjection } from './databases/status/arxiv-pdf-download.projection.js';
import { DataSourceStatusProjection } from './databases/status/data-source-status.projection.js';
import { RecordsBySourceProjection } from './databases/status/records-by-source.projection.js';
import { DatabaseStatusHandler } from './databases/status/database-status.query.js';
import { SyncSourcesHandler } from './databases/syncing/sync-sources.command.js';
import { AdminHealthHandler, RedisProbe } from './health/admin-health.query.js';
import { SystemStatusHandler } from './system/system-status.query.js';

@Module({
  imports: [QueueModule],
  controllers: [AdminController],
  providers: [
    RedisProbe,
    AdminHealthHandler,
    SystemStatusHandler,
    DataSourceStatusProjection,
    RecordsBySourceProjection,
    ArxivPdfDownloadProjection,
    DatabaseStatusHandler,
    ConnectSourcesHandler,
    SyncSourcesHandler,
    SetupArxivHandler,
    DownloadArxivHandler,
    ArxivPdfWorker,
  ],
})
export class AdminModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(Queues) private readonly queues: Queues,
    @Inject(ArxivPdfWorker) private readonly pdfWorker: ArxivPdfWorker,
    @Inject(DataSourceStatusProjection) private readonly projection: DataSourceStatusProjection,
    @Inject(RecordsBySourceProjection) private readonly records: RecordsBySourceProjection,
    @Inject(ArxivPdfDownloadProjection) private readonly pdfDownloads: ArxivPdfDownloadProjection,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.projection, this.records, this.pdfDownloads);
    this.queues.get(ARXIV_PDF_QUEUE);
  }

  onApplicationBootstrap(): void {
    this.queues.process<ArxivPdfJobData, unknown>(ARXIV_PDF_QUEUE, (job, signal) => this.pdfWorker.run(job, signal));
  }
}
