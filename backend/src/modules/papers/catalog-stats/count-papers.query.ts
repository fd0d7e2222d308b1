import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from '../../../platform/database/database.js';
import { PG_POOL } from '../../../platform/database/database.module.js';

/** How many papers the catalog holds (a counter kept by the papers projection). */
export class CountPapersQuery extends Query<{ total: number }> {}

@QueryHandler(CountPapersQuery)
export class CountPapersHandler implements IQueryHandler<CountPapersQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute(): Promise<{ total: number }> {
    const { rows } = await this.pool.query<{ total: number }>('select total from paper_stats');
    return { total: Number(rows[0]?.total ?? 0) };
  }
}
