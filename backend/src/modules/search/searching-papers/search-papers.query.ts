import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Paper } from '@scholarlens/contracts';
import { PaperSearchService, type SearchMode } from './paper-search.service.js';

export class SearchPapersQuery extends Query<Paper[]> {
  constructor(
    readonly q: string,
    readonly limit = 20,
    readonly mode: SearchMode = 'hybrid',
  ) {
    super();
  }
}

@QueryHandler(SearchPapersQuery)
export class SearchPapersHandler implements IQueryHandler<SearchPapersQuery> {
  constructor(@Inject(PaperSearchService) private readonly search: PaperSearchService) {}

  execute({ q, limit, mode }: SearchPapersQuery): Promise<Paper[]> {
    return this.search.search(q, { limit, mode });
  }
}
