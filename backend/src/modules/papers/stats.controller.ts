import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminStats, Stats } from '@scholarlens/contracts';
import { AdminOnly, Public } from '../../platform/auth/access.js';
import { AdminCatalogStatsQuery, CatalogStatsQuery } from './catalog-stats/catalog-stats.query.js';

@Controller('api')
export class StatsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** Home strip: papers added in the last 24 h, total papers, AI summary quality (null when none). */
  @Public()
  @Get('stats')
  stats(): Promise<Stats> {
    return this.queryBus.execute(new CatalogStatsQuery());
  }

  /** Admin dashboard: the stats plus categories and the top 10 categories with counts. */
  @AdminOnly()
  @Get('admin/stats')
  adminStats(): Promise<AdminStats> {
    return this.queryBus.execute(new AdminCatalogStatsQuery());
  }
}
