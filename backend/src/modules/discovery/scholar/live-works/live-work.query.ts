import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { OpenAlexClient } from '../../../../platform/external/openalex/openalex.client.js';
import { type ScholarPaper, toScholarPaper } from '../../../../platform/external/openalex/openalex-work.js';
import { liveAccessError } from './live-access-error.js';

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
