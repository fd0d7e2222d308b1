import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { METERED_FEATURES, type MeteredFeature, type UsageRecord } from '@scholarlens/contracts';
import type { Pool } from '../../../platform/database/database.js';
import { PG_POOL } from '../../../platform/database/database.module.js';
import { usageWindowStart } from './usage-window.js';

/**
 * A user's usage, one `{feature, count}` per metered feature (0 when unused), each counted in its
 * current window: aiSummary the current UTC day, the others all time (USAGE_WINDOWS).
 */
export class UsageQuery extends Query<UsageRecord[]> {
  constructor(
    readonly userId: string,
    readonly now: Date = new Date(),
    readonly features: readonly MeteredFeature[] = METERED_FEATURES,
  ) {
    super();
  }
}

@QueryHandler(UsageQuery)
export class UsageHandler implements IQueryHandler<UsageQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ userId, now, features }: UsageQuery): Promise<UsageRecord[]> {
    const windows = features.map((f) => usageWindowStart(f, now));
    const { rows } = await this.pool.query<{ feature: string; count: number }>(
      `select u.feature, u.count from usage_counts u
         join unnest($2::text[], $3::text[]) as w(feature, window_start)
           on w.feature = u.feature and w.window_start = u.window_start
        where u.user_id = $1`,
      [userId, features, windows],
    );
    const counts = new Map(rows.map((r) => [r.feature, Number(r.count)]));
    return features.map((feature) => ({ feature, count: counts.get(feature) ?? 0 }));
  }
}
