import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { type Pool, createPool, ensureDatabase, migrate } from './database.js';
import { AdvisoryLocks } from '../concurrency/advisory-locks.js';

export const PG_POOL = Symbol('PG_POOL');

@Global()
@Module({
  providers: [
    {
      provide: PG_POOL,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<Pool> => {
        await ensureDatabase(config.databaseUrl);
        const pool = createPool(config.databaseUrl, 20);
        await migrate(pool);
        return pool;
      },
    },
    // Per-key locks across processes (platform/concurrency): they live on the same database.
    AdvisoryLocks,
  ],
  exports: [PG_POOL, AdvisoryLocks],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
