/**
 * Data sources (spec inst §2 Databases): each source's connection checks and syncs (stream
 * `data-source-<id>`), the records each holds, and the arXiv bulk path (OAI-PMH harvest or S3 PDFs).
 */
import { Inject, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../../platform/projections/projections.module.js';
import { QueueModule } from '../../../platform/queue/queue.module.js';
import { Queues } from '../../../platform/queue/queues.js';
import { ConnectSourcesHandler } from './connecting-sources/connect-sources.handler.js';
import { DatabasesController } from './databases.controller.js';
import { ARXIV_PDF_QUEUE, type ArxivPdfJobData } from './downloading-arxiv/arxiv-pdf.jobs.js';
import { ArxivPdfWorker } from './downloading-arxiv/arxiv-pdf.worker.js';
import { DownloadArxivHandler } from './downloading-arxiv/download-arxiv.handler.js';
import { SetUpArxivHandler } from './setting-up-arxiv/set-up-arxiv.handler.js';
import { ArxivPdfDownloadProjection } from './status/arxiv-pdf-download.projection.js';
import { DataSourceStatusProjection } from './status/data-source-status.projection.js';
import { DatabaseStatusHandler } from './status/database-status.query.js';
import { RecordsBySourceProjection } from './status/records-by-source.projection.js';
import { SyncSourcesHandler } from './syncing-sources/sync-sources.handler.js';

@Module({
  imports: [QueueModule],
  controllers: [DatabasesController],
  providers: [
    DataSourceStatusProjection,
    RecordsBySourceProjection,
    ArxivPdfDownloadProjection,
    DatabaseStatusHandler,
    ConnectSourcesHandler,
    SyncSourcesHandler,
    SetUpArxivHandler,
    DownloadArxivHandler,
    ArxivPdfWorker,
  ],
})
export class DatabasesModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(Queues) private readonly queues: Queues,
    @Inject(ArxivPdfWorker) private readonly pdfWorker: ArxivPdfWorker,
    @Inject(DataSourceStatusProjection) private readonly sources: DataSourceStatusProjection,
    @Inject(RecordsBySourceProjection) private readonly records: RecordsBySourceProjection,
    @Inject(ArxivPdfDownloadProjection) private readonly pdfDownloads: ArxivPdfDownloadProjection,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.sources, this.records, this.pdfDownloads);
    this.queues.get(ARXIV_PDF_QUEUE);
  }

  onApplicationBootstrap(): void {
    this.queues.process<ArxivPdfJobData, unknown>(ARXIV_PDF_QUEUE, (job, signal) => this.pdfWorker.run(job, signal));
  }
}
