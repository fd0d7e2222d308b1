/**
 * Acquisition (ARCHITECTURE §3, §6): papers from arXiv into the catalog. The arXiv sync (API,
 * Atom: the newest papers of configured categories, on demand and at a first start with nothing
 * to import) and bulk acquisition (OAI-PMH harvest runs, resumable from their recorded tokens).
 * Both run as Bull jobs whose steps are events; ingestion is the papers context's.
 */
import { Inject, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../../platform/projections/projections.module.js';
import { QueueModule } from '../../../platform/queue/queue.module.js';
import { Queues } from '../../../platform/queue/queues.js';
import { AcquisitionController } from './acquisition-runs/acquisition.controller.js';
import {
  KnownCompleteListSizeHandler,
  LatestAcquisitionRunHandler,
  RunningAcquisitionRunsHandler,
} from './acquisition-runs/acquisition-runs.queries.js';
import { AcquisitionRunsProjection } from './acquisition-runs/acquisition-runs.projection.js';
import { AcquisitionStatusHandler } from './acquisition-runs/acquisition-status.query.js';
import { EstimateTotalHandler } from './acquisition-runs/estimate-total.query.js';
import { BulkScrapeController } from './bulk-acquisition/bulk-scrape.controller.js';
import { StartHarvestHandler } from './bulk-acquisition/start-harvest.handler.js';
import { externalClientProviders } from './external-clients.js';
import { ACQUISITION_QUEUE, type HarvestJobData, HarvestJobs } from './harvesting/harvest.jobs.js';
import { HarvestWorker } from './harvesting/harvest.worker.js';
import { RecordHarvestHandler } from './harvesting/record-harvest.command.js';
import { ResumeHarvests } from './harvesting/resume-harvests.js';
import { PapersModule } from './papers-port.js';
import { ARXIV_SYNC_QUEUE, type ArxivSyncJobData, ArxivSyncJobs } from './syncing-arxiv/arxiv-sync.jobs.js';
import { ArxivSyncWorker } from './syncing-arxiv/arxiv-sync.worker.js';
import { FirstStartSync } from './syncing-arxiv/first-start-sync.js';
import { RecordArxivSyncHandler } from './syncing-arxiv/record-arxiv-sync.command.js';
import { SyncArxivHandler } from './syncing-arxiv/sync-arxiv.handler.js';
import { SyncController } from './syncing-arxiv/sync.controller.js';

@Module({
  imports: [QueueModule, PapersModule],
  controllers: [SyncController, BulkScrapeController, AcquisitionController],
  providers: [
    ...externalClientProviders,
    ArxivSyncJobs,
    ArxivSyncWorker,
    SyncArxivHandler,
    RecordArxivSyncHandler,
    FirstStartSync,
    HarvestJobs,
    HarvestWorker,
    StartHarvestHandler,
    RecordHarvestHandler,
    ResumeHarvests,
    AcquisitionRunsProjection,
    LatestAcquisitionRunHandler,
    RunningAcquisitionRunsHandler,
    KnownCompleteListSizeHandler,
    EstimateTotalHandler,
    AcquisitionStatusHandler,
  ],
  exports: [FirstStartSync],
})
export class AcquisitionModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(AcquisitionRunsProjection) private readonly runs: AcquisitionRunsProjection,
    @Inject(Queues) private readonly queues: Queues,
    @Inject(ArxivSyncWorker) private readonly syncWorker: ArxivSyncWorker,
    @Inject(HarvestWorker) private readonly harvestWorker: HarvestWorker,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.runs);
    this.queues.get(ARXIV_SYNC_QUEUE);
    this.queues.get(ACQUISITION_QUEUE);
  }

  onApplicationBootstrap(): void {
    this.queues.process<ArxivSyncJobData, unknown>(ARXIV_SYNC_QUEUE, (job, signal) => this.syncWorker.run(job, signal));
    this.queues.process<HarvestJobData, unknown>(ACQUISITION_QUEUE, (job, signal) => this.harvestWorker.run(job, signal));
  }
}
