import { Inject, Logger } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type EmergingTopic, MEMBER_READING_WINDOW_DAYS, type TrendingItem } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { MemberUsersQuery, ResearchTrendsQuery } from '../ports.js';
import { type CategoryReading, trendingItems } from './trending.js';

/** GET /api/intelligence/trending: the catalog's rising categories and the institution's members' (trending.ts). */
export class TrendingQuery extends Query<TrendingItem[]> {
  constructor(
    readonly institutionId: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(TrendingQuery)
export class TrendingHandler implements IQueryHandler<TrendingQuery> {
  private readonly logger = new Logger('Trending');

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ institutionId, now }: TrendingQuery): Promise<TrendingItem[]> {
    const [catalog, reading] = await Promise.all([this.catalog(), this.reading(institutionId, now)]);
    return trendingItems(catalog, reading, MEMBER_READING_WINDOW_DAYS);
  }

  /** The research-trends snapshot; none yet (an empty catalog answers 503 there) leaves members' reading alone. */
  private async catalog(): Promise<{ topics: EmergingTopic[]; days: number | null }> {
    try {
      const trends = await this.queryBus.execute(new ResearchTrendsQuery());
      return { topics: trends.emergingTopics, days: trends.window?.days ?? null };
    } catch (err) {
      this.logger.warn(`No research trends for trending: ${(err as Error).message}`);
      return { topics: [], days: null };
    }
  }

  /** Members' views (since they joined) per category of the paper, over two windows. */
  private async reading(institutionId: string, now: Date): Promise<CategoryReading[]> {
    const members = await this.queryBus.execute(new MemberUsersQuery(institutionId));
    if (members.length === 0) return [];
    const day = 86_400_000;
    const recentFrom = new Date(now.getTime() - MEMBER_READING_WINDOW_DAYS * day);
    const previousFrom = new Date(now.getTime() - 2 * MEMBER_READING_WINDOW_DAYS * day);
    const { rows } = await this.pool.query<{ code: string; readers: string; recent: string; previous: string }>(
      `select c.code, count(distinct r.user_id) as readers,
              count(*) filter (where r.at >= $3) as recent,
              count(*) filter (where r.at < $3) as previous
         from unnest($1::text[], $2::timestamptz[]) as m(user_id, joined_at)
         join reading_activity r on r.user_id = m.user_id and r.kind = 'view' and r.at >= coalesce(m.joined_at, '-infinity') and r.at >= $4
         join papers p on p.id = r.paper_id
         cross join lateral jsonb_array_elements_text(p.categories) as c(code)
        group by c.code`,
      [members.map((m) => m.userId), members.map((m) => m.joinedAt), recentFrom, previousFrom],
    );
    return rows.map((r) => ({ code: r.code, readers: Number(r.readers), recent: Number(r.recent), previous: Number(r.previous) }));
  }
}
