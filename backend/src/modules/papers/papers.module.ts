/**
 * Papers (docs/ARCHITECTURE.md): the paper catalog — importing and ingesting arXiv metadata, the feed,
 * a paper (counting views), catalog stats. Exports PaperIngestion for the acquisition context
 * (arXiv sync, OAI-PMH) and FirstStartImport (whose `done` tells when the first-start import is over).
 */
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projections.module.js';
import { AuthorPageHandler } from './author-pages/author-page.query.js';
import { PaperAuthorsProjection } from './author-pages/paper-authors.projection.js';
import { AdminCatalogStatsHandler, CatalogStatsHandler } from './catalog-stats/catalog-stats.query.js';
import { CountPapersHandler } from './catalog-stats/count-papers.query.js';
import { PapersProjection } from './catalog/papers.projection.js';
import { FirstStartImport } from './importing-papers/first-start-import.js';
import { ImportPapersHandler } from './importing-papers/import-papers.handler.js';
import { PaperIngestion } from './importing-papers/paper-ingestion.js';
import { PaperByIdHandler } from './paper-by-id/paper-by-id.query.js';
import { PapersFeedHandler } from './paper-feed/papers-feed.query.js';
import { PapersController } from './papers.controller.js';
import { ViewPaperHandler } from './viewing-paper/view-paper.handler.js';
import { CategoryActivityHandler, PapersByIdsHandler, UntaggedPapersHandler } from './ai-inputs/ai-inputs.query.js';
import { RecordPaperAiResultHandler } from './recording-ai-results/record-ai-result.handler.js';

@Module({
  controllers: [PapersController],
  providers: [
    PapersProjection,
    PaperAuthorsProjection,
    AuthorPageHandler,
    PaperIngestion,
    ImportPapersHandler,
    FirstStartImport,
    ViewPaperHandler,
    PapersFeedHandler,
    PaperByIdHandler,
    CountPapersHandler,
    CatalogStatsHandler,
    AdminCatalogStatsHandler,
    RecordPaperAiResultHandler,
    PapersByIdsHandler,
    UntaggedPapersHandler,
    CategoryActivityHandler,
  ],
  exports: [PaperIngestion, FirstStartImport],
})
export class PapersModule implements OnModuleInit {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(PapersProjection) private readonly papers: PapersProjection,
    @Inject(PaperAuthorsProjection) private readonly authors: PaperAuthorsProjection,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.papers);
    this.registry.register(this.authors);
  }
}
