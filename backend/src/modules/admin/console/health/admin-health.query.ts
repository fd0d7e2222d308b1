/**
 * GET /api/admin/health: real checks, each timed: PostgreSQL, Redis, the event store's head,
 * every projection's lag behind it (events recorded after its checkpoint), and the job queues'
 * depth. Thresholds: a projection more than PROJECTION_LAG_WARN events behind, or a queue with
 * more than QUEUE_DEPTH_WARN jobs waiting, is degraded.
 */
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AdminHealth, HealthCheck, ProjectionLag } from '@scholarlens/contracts';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ProjectionRegistry } from '../../../../platform/projections/projections.module.js';
import { Queues } from '../../../../platform/queue/queues.js';

export const PROJECTION_LAG_WARN = 1000;
export const QUEUE_DEPTH_WARN = 1000;
const TIMEOUT_MS = 3000;

/** A Redis connection of its own for the ping (the queues' and sessions' clients are not shared). */
@Injectable()
export class RedisProbe implements OnModuleDestroy {
  private client: Redis | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async ping(): Promise<string> {
    if (!this.client) {
      this.client = new Redis(this.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: TIMEOUT_MS, enableOfflineQueue: true });
      // Once, at creation: the ping's failure is the answer; a listener per call would pile up.
      this.client.on('error', () => undefined);
    }
    return this.client.ping();
  }

  onModuleDestroy(): void {
    this.client?.disconnect();
  }
}

export class AdminHealthQuery extends Query<AdminHealth> {}

async function timed(name: string, fn: () => Promise<string>): Promise<HealthCheck> {
  const started = performance.now();
  try {
    const detail = await Promise.race([
      fn(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS).unref()),
    ]);
    return { name, status: 'ok', detail, latencyMs: Math.round(performance.now() - started) };
  } catch (err) {
    return { name, status: 'down', detail: (err as Error).message, latencyMs: null };
  }
}

@QueryHandler(AdminHealthQuery)
export class AdminHealthHandler implements IQueryHandler<AdminHealthQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(Queues) private readonly queues: Queues,
    @Inject(RedisProbe) private readonly redis: RedisProbe,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(): Promise<AdminHealth> {
    const checks: HealthCheck[] = [];
    let head: bigint | null = null;
    const [database, redis, eventStore] = await Promise.all([
      timed('Database', async () => {
        const { rows } = await this.pool.query<{ v: string }>('select current_setting($1) as v', ['server_version']);
        return `PostgreSQL ${rows[0].v}`;
      }),
      timed('Redis', async () => `PING ${await this.redis.ping()}`),
      timed('Event store', async () => {
        const position = await this.store.headPosition();
        head = position.prepare;
        return `head at position ${position.prepare}`;
      }),
    ]);
    checks.push(database, redis, eventStore);

    const projections = await this.projectionLags(head);
    const lagging = projections.filter((p) => p.behind !== null && p.behind > PROJECTION_LAG_WARN);
    const maxLag = Math.max(0, ...projections.map((p) => p.behind ?? 0));
    checks.push({
      name: 'Projection lag',
      status: database.status === 'down' ? 'down' : lagging.length > 0 ? 'degraded' : 'ok',
      detail:
        database.status === 'down'
          ? 'unknown: the database is down'
          : lagging.length > 0
            ? `${lagging.map((p) => p.name).join(', ')} behind by up to ${maxLag} events`
            : `${projections.length} projections, at most ${maxLag} events behind`,
      latencyMs: null,
    });

    let queues: AdminHealth['queues'] = [];
    const queueCheck = await timed('Queue depth', async () => {
      const list = await this.queues.list();
      // The contract's counts only (a spread would carry `completed` along, which AdminHealth does not list).
      queues = list.map(({ name, counts: { waiting, active, delayed, failed } }) => ({ name, waiting, active, delayed, failed }));
      const waiting = queues.reduce((n, q) => n + q.waiting + q.delayed, 0);
      const active = queues.reduce((n, q) => n + q.active, 0);
      return `${waiting} waiting, ${active} running in ${queues.length} queues`;
    });
    if (queueCheck.status === 'ok' && queues.some((q) => q.waiting + q.delayed > QUEUE_DEPTH_WARN)) queueCheck.status = 'degraded';
    checks.push(queueCheck);

    const status = checks.some((c) => c.status === 'down') ? 'down' : checks.some((c) => c.status === 'degraded') ? 'degraded' : 'ok';
    return { status, checkedAt: new Date().toISOString(), checks, projections, queues };
  }

  /** Events after each projection's checkpoint (PostgreSQL store: counted; other stores: position difference). */
  private async projectionLags(head: bigint | null): Promise<ProjectionLag[]> {
    const names = this.registry.all().map((p) => p.name);
    let rows: { name: string; prepare_position: string }[] = [];
    try {
      rows = (await this.pool.query<{ name: string; prepare_position: string }>(
        'select name, prepare_position::text from projection_checkpoints where name = any($1::text[])',
        [names],
      )).rows;
    } catch {
      return names.map((name) => ({ name, behind: null }));
    }
    const checkpoint = new Map(rows.map((r) => [r.name, BigInt(r.prepare_position)]));
    const postgresStore = /^postgres(ql)?:/.test(this.config.eventStoreUrl);
    return Promise.all(
      names.map(async (name) => {
        const at = checkpoint.get(name) ?? 0n;
        if (postgresStore) {
          const { rows: r } = await this.pool.query<{ n: number }>(
            'select count(*)::bigint as n from events where global_position > $1::bigint',
            [at.toString()],
          );
          return { name, behind: Number(r[0].n) };
        }
        return { name, behind: head === null ? null : Math.max(0, Number((head as bigint) - at)) };
      }),
    );
  }
}
