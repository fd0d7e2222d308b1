import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type BacklogCounts, EmbeddingBacklog } from '../embedding-papers/embedding-backlog.js';

/** Papers waiting for a vector of the current model, papers that have one, and the model. */
export class EmbeddingBacklogQuery extends Query<BacklogCounts> {}

@QueryHandler(EmbeddingBacklogQuery)
export class EmbeddingBacklogHandler implements IQueryHandler<EmbeddingBacklogQuery> {
  constructor(@Inject(EmbeddingBacklog) private readonly backlog: EmbeddingBacklog) {}

  execute(): Promise<BacklogCounts> {
    return this.backlog.counts();
  }
}
