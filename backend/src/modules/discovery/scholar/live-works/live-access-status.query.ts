/**
 * Whether live research access is configured on this server (issue #28): an OpenAlex API key is
 * what the live lists need. The page shows its "not configured" state from this answer instead of
 * waiting for a 503, and the home page stops promising live results.
 */
import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { LIVE_ACCESS_VARIABLE, type LiveAccessStatus } from '@scholarlens/contracts';
import { OpenAlexClient } from '../../../../platform/external/openalex/openalex.client.js';

export class LiveAccessStatusQuery extends Query<LiveAccessStatus> {}

@QueryHandler(LiveAccessStatusQuery)
export class LiveAccessStatusHandler implements IQueryHandler<LiveAccessStatusQuery, LiveAccessStatus> {
  constructor(@Inject(OpenAlexClient) private readonly openAlex: OpenAlexClient) {}

  async execute(): Promise<LiveAccessStatus> {
    // Only whether a key is set: the key itself never leaves the server.
    return { configured: this.openAlex.hasApiKey, variable: LIVE_ACCESS_VARIABLE };
  }
}
