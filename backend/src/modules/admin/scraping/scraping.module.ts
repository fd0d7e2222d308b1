/**
 * Course scraping (docs/ARCHITECTURE.md): a crawler over the configured universities' public
 * course catalogues, run as Bull jobs whose results are events of a run stream; the admin
 * console's monitor reads the stats projected from them.
 */
import { Inject, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../../platform/projections/projections.module.js';
import { QueueModule } from '../../../platform/queue/queue.module.js';
import { Queues } from '../../../platform/queue/queues.js';
import { CourseCrawler } from './crawling/course-crawler.js';
import { RecordScrapingHandler } from './recording-scraping/record-scraping.handler.js';
import { ScrapedCoursesHandler } from './scraped-courses/scraped-courses.query.js';
import { ScrapingController } from './scraping.controller.js';
import { ScrapingStatsProjection } from './scraping-stats/scraping-stats.projection.js';
import { LatestScrapingRunHandler, RunningScrapingRunsHandler, ScrapingStatsHandler } from './scraping-stats/scraping-stats.query.js';
import { ResumeScraping } from './starting-scraping/resume-scraping.js';
import { SCRAPING_QUEUE, ScrapingControl, type ScrapingJobData, ScrapingJobs } from './starting-scraping/scraping.jobs.js';
import { ScrapingWorker } from './starting-scraping/scraping.worker.js';
import { StartScrapingHandler } from './starting-scraping/start-scraping.handler.js';
import { StopScrapingHandler } from './stopping-scraping/stop-scraping.handler.js';
import { ScrapingUniverses } from './universities/scraping-universes.js';

@Module({
  imports: [QueueModule],
  controllers: [ScrapingController],
  providers: [
    ScrapingUniverses,
    CourseCrawler,
    ScrapingControl,
    ScrapingJobs,
    ScrapingWorker,
    RecordScrapingHandler,
    StartScrapingHandler,
    StopScrapingHandler,
    ResumeScraping,
    ScrapingStatsProjection,
    ScrapingStatsHandler,
    LatestScrapingRunHandler,
    RunningScrapingRunsHandler,
    ScrapedCoursesHandler,
  ],
})
export class ScrapingModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(ScrapingStatsProjection) private readonly projection: ScrapingStatsProjection,
    @Inject(Queues) private readonly queues: Queues,
    @Inject(ScrapingWorker) private readonly worker: ScrapingWorker,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.projection);
    this.queues.get(SCRAPING_QUEUE);
  }

  onApplicationBootstrap(): void {
    this.queues.process<ScrapingJobData, unknown>(SCRAPING_QUEUE, (job, signal) => this.worker.run(job, signal));
  }
}
