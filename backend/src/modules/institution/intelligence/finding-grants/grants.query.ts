import { Inject, Optional } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { AI_RESEARCH_GRANTS_LIMIT, type AiResearchTopic, aiResearchTopic, type GrantsAnswer } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { NihReporterClient } from '../../../../platform/external/grants/nih-reporter.client.js';
import { ExternalHttpError } from '../../../../platform/external/http/retrying-fetch.js';
import { grantOf, rankGrants } from './grants.js';

/** GET /api/ai-research/grants?topic=: the configured source's projects on the topic, or `not-configured` (none invented). */
export class GrantsQuery extends Query<GrantsAnswer> {
  constructor(readonly topic: AiResearchTopic) {
    super();
  }
}

/** Nest token: the configured grants client, null when GRANTS_SOURCE is none. */
export const GRANTS_CLIENT = Symbol('GRANTS_CLIENT');

/** The register changes daily at most: one answer per topic per process for this long. */
const CACHE_MS = 3_600_000;

@QueryHandler(GrantsQuery)
export class GrantsHandler implements IQueryHandler<GrantsQuery> {
  private readonly cache = new Map<string, { expires: number; value: Promise<GrantsAnswer> }>();

  constructor(@Optional() @Inject(GRANTS_CLIENT) private readonly client: NihReporterClient | null) {}

  execute({ topic }: GrantsQuery): Promise<GrantsAnswer> {
    if (!this.client) return Promise.resolve({ status: 'not-configured', topic, grants: [], total: null, source: null, variable: 'GRANTS_SOURCE' });
    const hit = this.cache.get(topic);
    if (hit && hit.expires > Date.now()) return hit.value;
    const value = this.search(this.client, topic);
    this.cache.set(topic, { expires: Date.now() + CACHE_MS, value });
    value.catch(() => this.cache.get(topic)?.value === value && this.cache.delete(topic));
    return value;
  }

  private async search(client: NihReporterClient, topic: AiResearchTopic): Promise<GrantsAnswer> {
    const terms = aiResearchTopic(topic)?.terms ?? [];
    try {
      const { total, projects } = await client.search({ phrases: [...terms], limit: 100 });
      const grants = rankGrants(
        projects.map((p) => grantOf(p, terms)),
        AI_RESEARCH_GRANTS_LIMIT,
      );
      return { status: 'ready', topic, grants, total, source: { name: 'NIH RePORTER', url: 'https://reporter.nih.gov' }, variable: 'GRANTS_SOURCE' };
    } catch (e) {
      if (e instanceof ExternalHttpError) throw new DomainError('upstream-failed', `NIH RePORTER did not answer: ${e.message}`);
      throw e;
    }
  }
}
