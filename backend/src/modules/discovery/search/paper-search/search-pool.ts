/**
 * The connections search ranks with: the app's database, with sequential scans disabled.
 *
 * A tier query takes the first N matches of a tsquery (`... where document @@ q limit N`). For a
 * short limit over a match count it overestimates, the planner prefers a sequential scan that
 * stops after N matches, assuming matches are spread evenly. They are not: papers are stored in
 * import order, so a word's papers cluster by category, and such a scan read the whole table,
 * evaluating the tsquery on every document (100–150 ms at 33k papers instead of 5–10 through the
 * GIN index; 9 of the 400 cold queries of one speed benchmark run, its slowest). With sequential
 * scans disabled the planner keeps to the GIN indexes (and primary key) for every search query.
 *
 * JIT is off too: "disabled" only adds a huge cost to a plan that has no alternative (the
 * one-row version table), and that cost crossed jit_above_cost, compiling a 0.3 ms query for 50 ms.
 * No search query is long enough for JIT to pay off.
 */
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { type Pool, createPool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';

export const SEARCH_POOL = Symbol('SEARCH_POOL');

/** Connections per process for ranking queries: enough for concurrent searches on a few cores. */
const SEARCH_CONNECTIONS = 8;
export const SEARCH_CONNECTION_SETTINGS = { enable_seqscan: 'off', jit: 'off' };

export const searchPoolProvider = {
  provide: SEARCH_POOL,
  // After PG_POOL: that factory creates and migrates the database.
  inject: [APP_CONFIG, PG_POOL],
  useFactory: (config: AppConfig): Pool => createPool(config.databaseUrl, SEARCH_CONNECTIONS, SEARCH_CONNECTION_SETTINGS),
};

@Injectable()
export class SearchPoolLifecycle implements OnApplicationShutdown {
  constructor(@Inject(SEARCH_POOL) private readonly pool: Pool) {}

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
