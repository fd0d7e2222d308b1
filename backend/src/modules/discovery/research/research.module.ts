/**
 * Research intelligence (docs/ARCHITECTURE.md): trends computed from the catalog's paper events —
 * a projection keeps the facts (categories, dates, title keyphrases), a Bull job recomputes the
 * trends snapshot after they change, the page reads the snapshot.
 */
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../../platform/projections/projections.module.js';
import { QueueModule } from '../../../platform/queue/queue.module.js';
import { Queues } from '../../../platform/queue/queues.js';
import { ResearchPaperFactsProjection } from './paper-facts/research-paper-facts.projection.js';
import { RESEARCH_TRENDS_QUEUE, TrendsJobs } from './recomputing-trends/trends.jobs.js';
import { TrendsRecompute } from './recomputing-trends/trends-recompute.js';
import { ResearchController } from './research.controller.js';
import { ResearchTrendsHandler } from './research-trends/research-trends.query.js';

@Module({
  imports: [QueueModule],
  controllers: [ResearchController],
  providers: [ResearchPaperFactsProjection, TrendsRecompute, TrendsJobs, ResearchTrendsHandler],
  exports: [TrendsRecompute, TrendsJobs],
})
export class ResearchModule implements OnModuleInit {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(ResearchPaperFactsProjection) private readonly facts: ResearchPaperFactsProjection,
    @Inject(Queues) private readonly queues: Queues,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.facts);
    this.queues.get(RESEARCH_TRENDS_QUEUE);
  }
}
