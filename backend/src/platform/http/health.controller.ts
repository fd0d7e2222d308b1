import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { HealthAnswer } from '@scholarlens/contracts';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { Public } from '../auth/access.js';
import { SESSION_REDIS } from '../auth/auth.module.js';
import type { Pool } from '../database/database.js';
import { PG_POOL } from '../database/database.module.js';
import { EventStore } from '../event-store/event-store.port.js';
import { Answers } from './answers.js';

/** A check that does not answer within this long counts as down (a load balancer must not hang on us). */
const CHECK_TIMEOUT_MS = 2000;

function check(probe: () => Promise<unknown>): Promise<'up' | 'down'> {
  return Promise.race([
    probe().then(
      () => 'up' as const,
      () => 'down' as const,
    ),
    new Promise<'down'>((resolve) => setTimeout(() => resolve('down'), CHECK_TIMEOUT_MS).unref()),
  ]);
}

@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(SESSION_REDIS) private readonly redis: Redis,
  ) {}

  /**
   * Anyone may ask whether the service is up (load balancers do): 200 when PostgreSQL, the event
   * store and Redis (sessions, queues, rate limits) all answer, else 503 with the same body, so a
   * balancer takes this process out of rotation while it cannot serve.
   */
  @Public()
  @Get()
  @Answers('HealthAnswer', { statuses: [200, 503] })
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthAnswer> {
    const [database, eventStore, redis] = await Promise.all([
      check(() => this.pool.query('select 1')),
      check(() => this.store.headPosition()),
      check(() => this.redis.ping()),
    ]);
    const ok = database === 'up' && eventStore === 'up' && redis === 'up';
    if (!ok) res.status(503);
    return { status: ok ? 'ok' : 'degraded', database, eventStore, redis };
  }
}
