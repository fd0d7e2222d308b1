/**
 * Acquisition (docs/ARCHITECTURE.md): papers from arXiv into the catalog. The arXiv sync (API,
 * Atom: the newest papers of configured categories, on demand and at a first start with nothing
 * to import) and bulk acquisition (OAI-PMH harvest runs, resumable from their recorded tokens).
 * Both run as Bull jobs whose steps are events; ingestion is the papers context's.
 */
import { Inject, Module, type OnApplicationBootstrap, type OnModuleInit, type Provider } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/config.js';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import { ArxivApiClient } from '../../../platform/external/arxiv/arxiv-api.client.js';
import { OaiPmhClient } from '../../../platform/external/arxiv/oai-pmh.client.js';
import { ProjectionRegistry } from '../../../platform/projections/projections.module.js';
import { QueueModule } from '../../../platform/queue/queue.module.js';
import { Queues } from '../../../platform/queue/queues.js';
import { AcquisitionController } from './acquisition.controller.js';
import { AcquisitionRunsProjection } from './acquisition-runs/acquisition-runs.projection.js';
import {
  KnownCompleteListSizeHandler,
  LatestAcquisitionRunHandler,
  RunningAcquisitionRunsHandler,
} from './acquisition-runs/acquisition-runs.query.js';
import { AcquisitionStatusHandler } from './acquisition-runs/acquisition-status.query.js';
import { EstimateTotalHandler } from './acquisition-runs/estimate-total.query.js';
import { PapersModule } from './ports.js';
import { RecordArxivSyncHandler } from './recording-arxiv-sync/record-arxiv-sync.handler.js';
import { RecordHarvestHandler } from './recording-harvest/record-harvest.handler.js';
import { ACQUISITION_QUEUE, type HarvestJobData, HarvestJobs } from './starting-harvest/harvest.jobs.js';
import { HarvestWorker } from './starting-harvest/harvest.worker.js';
import { ResumeHarvests } from './starting-harvest/resume-harvests.js';
import { StartHarvestHandler } from './starting-harvest/start-harvest.handler.js';
import { ARXIV_SYNC_QUEUE, type ArxivSyncJobData, ArxivSyncJobs } from './syncing-arxiv/arxiv-sync.jobs.js';
import { ArxivSyncWorker } from './syncing-arxiv/arxiv-sync.worker.js';
import { FirstStartSync } from './syncing-arxiv/first-start-sync.js';
import { SyncArxivHandler } from './syncing-arxiv/sync-arxiv.handler.js';

/** The arXiv clients the jobs use, built from config (one gate per client, per process). */
const arxivClients: Provider[] = [
  {
    provide: ArxivApiClient,
    inject: [APP_CONFIG],
    useFactory: ({ acquisition: a }: AppConfig) =>
      new ArxivApiClient({
        baseUrl: a.arxivApiUrl,
        minIntervalMs: a.arxivMinIntervalMs,
        maxRetries: a.arxivMaxRetries,
        backoffBaseMs: a.arxivBackoffMs,
      }),
  },
  {
    provide: OaiPmhClient,
    inject: [APP_CONFIG],
    useFactory: ({ acquisition: a }: AppConfig) =>
      new OaiPmhClient({
        baseUrl: a.oaiPmhUrl,
        minIntervalMs: a.oaiMinIntervalMs,
        maxRetries: a.oaiMaxRetries,
        backoffBaseMs: a.oaiBackoffMs,
      }),
  },
];

@Module({
  imports: [QueueModule, PapersModule],
  controllers: [AcquisitionController],
  providers: [
    ...arxivClients,
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
