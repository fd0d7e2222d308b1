import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Paper, SearchPageInfo, SearchRanking, SearchSort } from '@scholarlens/contracts';
import { PaperSearchService, type SearchMode } from './paper-search.service.js';
import { decodeCursor, encodeCursor } from './search-cursor.js';
import type { SearchFilters } from './search-filters.js';

/** A page of the papers ranked for a query, how they were ranked, and where the page is in the whole answer. */
export interface SearchAnswer {
  papers: Paper[];
  ranking: SearchRanking;
  page: SearchPageInfo;
}

export class SearchPapersQuery extends Query<SearchAnswer> {
  constructor(
    readonly q: string,
    readonly limit = 20,
    readonly mode: SearchMode = 'hybrid',
    readonly cursor?: string,
    readonly filters: SearchFilters = {},
    readonly sort: SearchSort = 'relevance',
  ) {
    super();
  }
}

@QueryHandler(SearchPapersQuery)
export class SearchPapersHandler implements IQueryHandler<SearchPapersQuery> {
  constructor(@Inject(PaperSearchService) private readonly search: PaperSearchService) {}

  /** Throws BadCursorError for a cursor this API did not write, BlankQueryError for a query of no terms. */
  async execute({ q, limit, mode, cursor, filters, sort }: SearchPapersQuery): Promise<SearchAnswer> {
    const offset = decodeCursor(cursor);
    const result = await this.search.rank(q, { limit, offset, mode, filters, sort });
    const end = offset + result.ids.length;
    return {
      papers: await this.search.hydrate(result.ids),
      ranking: this.search.rankingOf(result, mode),
      page: { total: result.total, totalIsLowerBound: result.totalIsLowerBound, nextCursor: end < result.total ? encodeCursor(end) : null },
    };
  }
}
