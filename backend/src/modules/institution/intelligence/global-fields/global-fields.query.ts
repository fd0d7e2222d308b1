import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { GlobalIntelligence } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { ExternalHttpError } from '../../../../platform/external/http/retrying-fetch.js';
import { OpenAlexClient } from '../../../../platform/external/openalex/openalex.client.js';
import { fastestGrowingFields } from './global-fields.js';

/** GET /api/intelligence/global: OpenAlex's works of the last full year against the year before, by field. */
export class GlobalIntelligenceQuery extends Query<GlobalIntelligence> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}

/** Yearly figures move slowly: one answer per process per hour (the client's own cache is shorter). */
const CACHE_MS = 3_600_000;
const GROUP_BY = 'primary_topic.field.id';

@QueryHandler(GlobalIntelligenceQuery)
export class GlobalIntelligenceHandler implements IQueryHandler<GlobalIntelligenceQuery> {
  private cached: { key: number; expires: number; value: Promise<GlobalIntelligence> } | null = null;

  constructor(@Inject(OpenAlexClient) private readonly openAlex: OpenAlexClient) {}

  execute({ now }: GlobalIntelligenceQuery): Promise<GlobalIntelligence> {
    const recentYear = now.getUTCFullYear() - 1;
    const previousYear = recentYear - 1;
    const base = { source: 'OpenAlex', variable: 'OPENALEX_API_KEY', recentYear, previousYear } as const;
    // Live access is an OpenAlex API key, as for /api/google-scholar/status.
    if (!this.openAlex.hasApiKey) return Promise.resolve({ ...base, status: 'not-configured', fields: [], fetchedAt: null });
    if (this.cached && this.cached.key === recentYear && this.cached.expires > now.getTime()) return this.cached.value;
    const value = this.fetch(recentYear, previousYear).then((fields) => ({ ...base, status: 'ready' as const, fields, fetchedAt: new Date().toISOString() }));
    this.cached = { key: recentYear, expires: now.getTime() + CACHE_MS, value };
    value.catch(() => {
      if (this.cached?.value === value) this.cached = null;
    });
    return value;
  }

  private async fetch(recentYear: number, previousYear: number) {
    try {
      const [recent, previous] = await Promise.all(
        [recentYear, previousYear].map((year) => this.openAlex.groupCounts('works', { filters: [`publication_year:${year}`], groupBy: GROUP_BY })),
      );
      return fastestGrowingFields(recent.groups, previous.groups);
    } catch (e) {
      if (e instanceof ExternalHttpError) throw new DomainError('upstream-failed', `OpenAlex did not answer the global fields: ${e.message}`);
      throw e;
    }
  }
}
