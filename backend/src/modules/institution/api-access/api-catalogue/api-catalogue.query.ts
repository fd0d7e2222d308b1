/**
 * The api tab's catalogue (spec inst §3 "API endpoint", issue #36 item 4): every route of the route
 * table (platform/http/served-routes.ts), its description from the OpenAPI document at /api/docs,
 * its declared access rule, its rate-limit tier and rule (platform/http/rate-limits.ts with the
 * configured limits), and its calls, 5xx answers and median response time of the last 24 hours
 * from the per-minute route timings (platform/logging/route-timings.ts).
 */
import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { API_ACCESS_API, type ApiCatalogue, type ApiEndpoint } from '@scholarlens/contracts';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { rateLimitTier } from '../../../../platform/http/rate-limits.js';
import type { RouteEntry } from '../../../../platform/http/route-table.js';
import { operationOf } from '../../../../platform/http/openapi.js';
import { ServedRoutes } from '../../../../platform/http/served-routes.js';
import { RouteTimings } from '../../../../platform/logging/route-timings.js';

const DAY_MS = 24 * 3600_000;

export class ApiCatalogueQuery extends Query<ApiCatalogue> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}

export function windowText(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? '1 hour' : `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? '1 minute' : `${seconds / 60} minutes`;
  return `${seconds} s`;
}

/** The operation's own words (its summary, else its description without the access line), else what it answers. */
function describe(operation: Record<string, unknown> | undefined, route: RouteEntry): string {
  const summary = typeof operation?.summary === 'string' ? operation.summary : '';
  if (summary) return summary;
  const own = typeof operation?.description === 'string' ? operation.description.split('\n\n').filter((p) => !p.startsWith('Access:')).join(' ') : '';
  if (own) return own;
  const responses = (operation?.responses ?? {}) as Record<string, { description?: string }>;
  const success = Object.entries(responses).find(([status]) => Number(status) < 400)?.[1]?.description;
  const answers = success && success !== 'Undocumented' ? `answers ${success.startsWith('A list') ? success.charAt(0).toLowerCase() + success.slice(1) : success}` : 'answers nothing documented';
  return `${route.controller.replace(/Controller$/, '')}.${route.handler}: ${answers}`;
}

@QueryHandler(ApiCatalogueQuery)
export class ApiCatalogueHandler implements IQueryHandler<ApiCatalogueQuery> {
  constructor(
    @Inject(ServedRoutes) private readonly served: ServedRoutes,
    @Inject(RouteTimings) private readonly timings: RouteTimings,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ now }: ApiCatalogueQuery): Promise<ApiCatalogue> {
    const from = new Date(now.getTime() - DAY_MS);
    const figures = new Map((await this.timings.figuresSince(from)).map((f) => [`${f.method} ${f.route}`, f]));
    const document = this.served.document();
    const endpoints: ApiEndpoint[] = this.served.routes().map((route) => {
      const id = `${route.method} ${route.path}`;
      const f = figures.get(id);
      const tier = rateLimitTier(route.method, route.path) ?? 'read';
      const rule = this.config.rateLimits[tier];
      return {
        id,
        method: route.method,
        endpoint: route.path,
        description: describe(document ? operationOf(document, route) : undefined, route),
        usage: f?.calls ?? 0,
        responseTime: f?.p50Ms ?? null,
        authentication: route.access ?? 'signed-in',
        rateLimit: { tier, requests: rule.points, window: windowText(rule.durationSeconds) },
        status: !f || f.calls === 0 ? 'idle' : f.serverErrors > 0 ? 'degraded' : 'active',
      };
    });
    const keyRule = this.config.rateLimits.apiKey;
    return {
      endpoints,
      measuredFrom: from.toISOString(),
      measuredTo: now.toISOString(),
      source: 'Request timings of every backend process, counted per route and minute (a histogram of durations); the median is exact to a bucket of the histogram',
      apiKeyRateLimit: { requests: keyRule.points, window: windowText(keyRule.durationSeconds) },
      docsUrl: API_ACCESS_API.docs,
    };
  }
}
