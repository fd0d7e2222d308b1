import { Controller, Get, Inject } from '@nestjs/common';
import type { Pool } from '../database/database.js';
import { PG_POOL } from '../database/database.module.js';
import { EventStore } from '../event-store/event-store.port.js';
import { Public } from '../auth/access.js';

@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  /** Anyone may ask whether the service is up (load balancers do). */
  @Public()
  @Get()
  async health(): Promise<{ status: string; database: string; eventStore: string }> {
    const database = await this.pool.query('select 1').then(() => 'up', () => 'down');
    const eventStore = await this.store.headPosition().then(() => 'up', () => 'down');
    return { status: database === 'up' && eventStore === 'up' ? 'ok' : 'degraded', database, eventStore };
  }
}
