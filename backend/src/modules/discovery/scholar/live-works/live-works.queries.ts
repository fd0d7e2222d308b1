/**
 * The live lists (spec inst §2, §7): newest works, a search, a category — read from OpenAlex,
 * mapped to Scholar papers. With no API key, or OpenAlex unreachable or refusing, they fail
 * with a 503 whose message says so (the home page then treats live access as off, core §7);
 * never made-up works.
 */
import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { ExternalHttpError } from '../../../../platform/external/http/retrying-fetch.js';
import { OpenAlexClient, OpenAlexKeyMissingError, type WorksQuery } from '../../../../platform/external/openalex/openalex.client.js';
import { type ScholarPaper, toScholarPaper } from '../../../../platform/external/openalex/openalex-work.js';
import { SCHOLAR_CATEGORIES, type ScholarCategory, publishedByFilter } from '../scholar-categories.js';

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

export const NO_KEY_MESSAGE = 'Live research access is off: no OpenAlex API key is configured (set OPENALEX_API_KEY).';

/** A failure of OpenAlex as the HTTP answer to give: 503 with a message a person can act on. */
export function liveAccessError(err: unknown): unknown {
  if (err instanceof OpenAlexKeyMissingError) return new DomainError('unavailable', NO_KEY_MESSAGE);
  if (err instanceof ExternalHttpError) {
    const why =
      err.status === 401 || err.status === 403
        ? `OpenAlex refused the configured API key (HTTP ${err.status})`
        : err.status === 429
          ? 'OpenAlex is rate-limiting requests; try again shortly'
          : err.status === null
            ? 'OpenAlex could not be reached'
            : `OpenAlex answered HTTP ${err.status}`;
    return new DomainError('unavailable', `Live research access is unavailable: ${why}.`);
  }
  return err;
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

/** One work by OpenAlex id or DOI (no key needed); null when OpenAlex does not know it. */
export class LiveWorkQuery extends Query<ScholarPaper | null> {
  constructor(readonly workId: string) {
    super();
  }
}

@QueryHandler(LiveWorkQuery)
export class LiveWorkHandler implements IQueryHandler<LiveWorkQuery> {
  constructor(@Inject(OpenAlexClient) private readonly openAlex: OpenAlexClient) {}

  async execute({ workId }: LiveWorkQuery): Promise<ScholarPaper | null> {
    try {
      const work = await this.openAlex.work(workId);
      return work ? toScholarPaper(work) : null;
    } catch (err) {
      throw liveAccessError(err);
    }
  }
}
