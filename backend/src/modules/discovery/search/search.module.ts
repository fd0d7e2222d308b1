/**
 * Search (docs/ARCHITECTURE.md): hybrid lexical + semantic search over the catalog. Owns the
 * `paper_search` read model (fed by paper events), the papers' embeddings and their vector
 * index, the background embedding of new papers, and GET /api/papers/search.
 */
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { EmbeddingsModule } from '../../../platform/ai/embeddings/embeddings.module.js';
import { ProjectionRegistry } from '../../../platform/projections/projections.module.js';
import { EmbeddingBacklogHandler } from './paper-embeddings/embedding-backlog.query.js';
import { EmbeddingBacklog } from './embedding-papers/embedding-backlog.js';
import { EmbeddingWorker } from './embedding-papers/embed-papers.worker.js';
import { PaperVectors } from './paper-embeddings/paper-vectors.js';
import { PaperSearchProjection } from './paper-search/paper-search.projection.js';
import { InstitutionsModule } from './ports.js';
import { SearchController } from './search.controller.js';
import { PaperSearchService } from './paper-search/paper-search.service.js';
import { SearchPoolLifecycle, searchPoolProvider } from './paper-search/search-pool.js';
import { SearchPapersHandler } from './paper-search/search-papers.query.js';
import { SimilarPapersHandler } from './similar-papers/similar-papers.query.js';

@Module({
  imports: [EmbeddingsModule, InstitutionsModule],
  controllers: [SearchController],
  providers: [
    PaperSearchProjection,
    searchPoolProvider,
    SearchPoolLifecycle,
    PaperSearchService,
    SearchPapersHandler,
    SimilarPapersHandler,
    EmbeddingBacklog,
    EmbeddingBacklogHandler,
    PaperVectors,
    EmbeddingWorker,
  ],
  exports: [PaperSearchService, EmbeddingBacklog, PaperVectors],
})
export class SearchModule implements OnModuleInit {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(PaperSearchProjection) private readonly projection: PaperSearchProjection,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.projection);
  }
}
