/**
 * The live lists (spec inst §2, §7): newest works, a search, a category — read from OpenAlex,
 * mapped to Scholar papers. With no API key, or OpenAlex unreachable or refusing, they fail
 * with a 503 whose message says so (the home page then treats live access as off, core §7);
 * never made-up works.
 */
import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { OpenAlexClient, type WorksQuery } from '../../../../platform/external/openalex/openalex.client.js';
import { type ScholarPaper, toScholarPaper } from '../../../../platform/external/openalex/openalex-work.js';
import { SCHOLAR_CATEGORIES, type ScholarCategory, publishedByFilter } from '../scholar-categories.js';
import { liveAccessError } from './live-access-error.js';

export interface LivePage {
  papers: ScholarPaper[];
  /** Works matching in OpenAlex. */
  total: number;
  nextCursor: string | null;
}

export type LiveList = { kind: 'latest' } | { kind: 'search'; query: string } | { kind: 'category'; category: ScholarCategory };

export class LiveWorksQuery extends Query<LivePage> {
  constructor(
    readonly list: LiveList,
    readonly limit: number,
    readonly cursor: string | null,
  ) {
    super();
  }
}

export function worksQueryFor(list: LiveList, limit: number, cursor: string | null, now = new Date()): WorksQuery {
  const base = { perPage: limit, cursor: cursor ?? undefined };
  switch (list.kind) {
    case 'latest':
      return { ...base, filters: [publishedByFilter(now)], sort: 'publication_date:desc' };
    case 'search':
      return { ...base, search: list.query };
    case 'category':
      return { ...base, filters: [SCHOLAR_CATEGORIES[list.category].filter, publishedByFilter(now)], sort: 'publication_date:desc' };
  }
}

@QueryHandler(LiveWorksQuery)
export class LiveWorksHandler implements IQueryHandler<LiveWorksQuery> {
  constructor(@Inject(OpenAlexClient) private readonly openAlex: OpenAlexClient) {}

  async execute({ list, limit, cursor }: LiveWorksQuery): Promise<LivePage> {
    try {
      const page = await this.openAlex.works(worksQueryFor(list, limit, cursor));
      return { papers: page.works.map(toScholarPaper), total: page.count, nextCursor: page.nextCursor };
    } catch (err) {
      throw liveAccessError(err);
    }
  }
}
