import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Paper, SearchRanking } from '@scholarlens/contracts';
import { PaperSearchService, type SearchMode } from './paper-search.service.js';

/** The papers ranked for a query, and how they were ranked (the answer's SEARCH_RANKING_HEADER). */
export interface SearchAnswer {
  papers: Paper[];
  ranking: SearchRanking;
}

export class SearchPapersQuery extends Query<SearchAnswer> {
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

  async execute({ q, limit, mode }: SearchPapersQuery): Promise<SearchAnswer> {
    const result = await this.search.rank(q, { limit, mode });
    return { papers: await this.search.hydrate(result.ids), ranking: this.search.rankingOf(result, mode) };
  }
}
