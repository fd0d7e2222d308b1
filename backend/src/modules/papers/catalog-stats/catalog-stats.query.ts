import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AdminStats, Stats } from '@scholarlens/contracts';
import type { Pool } from '../../../platform/database/database.js';
import { PG_POOL } from '../../../platform/database/database.module.js';

/**
 * GET /api/stats: todayPapers counts the papers announced today (their arXiv listing date,
 * `published_date`, in UTC — not when this server imported them: a bulk import of old papers is
 * not "today"), a short range scan of the feed index; totalPapers is the catalog counter, and
 * aiQuality is the mean confidence of stored AI summaries as a percent — null while there are none.
 *
 * Hook for the AI-summary issue: the projection that stores a summary adds 1 to
 * `paper_stats.summaries` and its confidence (0..1) to `paper_stats.confidence_sum` (and takes
 * the old one off when a summary is replaced); nothing here needs to change.
 */
export class CatalogStatsQuery extends Query<Stats> {}

/** The admin dashboard's figures: Stats plus the categories and the top 10 with their counts. */
export class AdminCatalogStatsQuery extends Query<AdminStats> {}

async function stats(pool: Pool): Promise<Stats> {
  const { rows } = await pool.query<{ total: number; summaries: number; confidence_sum: number; today: number }>({
    name: 'catalog-stats',
    text: `select s.total, s.summaries, s.confidence_sum,
                  (select count(*) from papers p where p.published_date = (now() at time zone 'utc')::date) as today
             from paper_stats s`,
  });
  const row = rows[0];
  const summaries = Number(row?.summaries ?? 0);
  return {
    todayPapers: Number(row?.today ?? 0),
    totalPapers: Number(row?.total ?? 0),
    aiQuality: summaries > 0 ? Math.round((Number(row.confidence_sum) / summaries) * 100) : null,
  };
}

@QueryHandler(CatalogStatsQuery)
export class CatalogStatsHandler implements IQueryHandler<CatalogStatsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  execute(): Promise<Stats> {
    return stats(this.pool);
  }
}

@QueryHandler(AdminCatalogStatsQuery)
export class AdminCatalogStatsHandler implements IQueryHandler<AdminCatalogStatsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute(): Promise<AdminStats> {
    const [base, categories] = await Promise.all([
      stats(this.pool),
      this.pool.query<{ category: string; papers: number }>('select category, papers from paper_category_counts where papers > 0'),
    ]);
    const rows = categories.rows.map((r) => ({ name: r.category, count: Number(r.papers) }));
    return {
      ...base,
      categories: rows.map((r) => r.name).sort(),
      topCategories: [...rows].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, 10),
    };
  }
}
