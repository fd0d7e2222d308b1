/**
 * Per-route request figures, cheaply (docs/ARCHITECTURE.md §11): every routed request's duration is
 * counted in memory per UTC minute, method and route pattern, in a histogram of fixed buckets, and
 * the counts are written once a minute (and at shutdown) as one multi-row upsert into
 * `route_timings` (migration 988): no write per request, and a few hundred rows per minute at most.
 * Calls made with an institution API key are counted per key and UTC day too (`api_key_calls`),
 * which is what contract usage reads as apiCalls. The p50 is read back from the summed histograms
 * (linear inside the median's bucket, as Prometheus' histogram_quantile does), so it is exact to
 * a bucket's width. Several processes add to the same rows.
 */
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { apiKeyOf } from '../auth/api-key-auth.js';
import type { Pool } from '../database/database.js';
import { PG_POOL } from '../database/database.module.js';

/** Upper bounds of the histogram's buckets in milliseconds; the last bucket is everything slower. */
export const DURATION_BUCKETS_MS = [1, 2, 3, 5, 8, 12, 20, 30, 50, 75, 100, 150, 250, 400, 600, 1000, 1500, 2500, 4000, 6000, 10000, 30000] as const;
const FLUSH_EVERY_MS = 60_000;
/** Rows older than this are deleted at a flush (the catalogue reads 24 hours). */
const KEEP_DAYS = 7;

interface RouteCount {
  calls: number;
  serverErrors: number;
  buckets: number[];
}

export interface RouteFigures {
  method: string;
  route: string;
  calls: number;
  serverErrors: number;
  p50Ms: number | null;
}

export function bucketOf(ms: number): number {
  const i = DURATION_BUCKETS_MS.findIndex((bound) => ms <= bound);
  return i === -1 ? DURATION_BUCKETS_MS.length : i;
}

/** The median of a histogram of DURATION_BUCKETS_MS (one more bucket than bounds): linear inside its bucket. */
export function medianOf(buckets: readonly number[]): number | null {
  const total = buckets.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const half = total / 2;
  let seen = 0;
  for (let i = 0; i < buckets.length; i++) {
    if (seen + buckets[i] >= half && buckets[i] > 0) {
      const lower = i === 0 ? 0 : DURATION_BUCKETS_MS[i - 1];
      const upper = DURATION_BUCKETS_MS[i] ?? DURATION_BUCKETS_MS[DURATION_BUCKETS_MS.length - 1];
      return Math.round((lower + ((upper - lower) * (half - seen)) / buckets[i]) * 10) / 10;
    }
    seen += buckets[i];
  }
  return null;
}

@Injectable()
export class RouteTimings implements OnModuleInit, OnApplicationShutdown {
  private routes = new Map<string, RouteCount>();
  private keys = new Map<string, { institutionId: string; calls: number; lastUsedAt: Date }>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private readonly logger = new Logger('RouteTimings');

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush().catch((err: Error) => this.logger.warn(`Could not write route timings: ${err.message}`)), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush().catch((err: Error) => this.logger.warn(`Could not write route timings: ${err.message}`));
  }

  /** Express middleware, mounted first: times each request and counts it when its answer is finished, if a route answered it. */
  middleware(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      const started = performance.now();
      res.once('finish', () => {
        const route = (req.route as { path?: unknown } | undefined)?.path;
        if (typeof route !== 'string') return;
        this.record(req.method, route, performance.now() - started, res.statusCode, apiKeyOf(req));
      });
      next();
    };
  }

  record(method: string, route: string, ms: number, status: number, key: { keyId: string; institutionId: string } | null, at = new Date()): void {
    const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString();
    const id = `${minute}\u0000${method}\u0000${route}`;
    let count = this.routes.get(id);
    if (!count) {
      count = { calls: 0, serverErrors: 0, buckets: new Array(DURATION_BUCKETS_MS.length + 1).fill(0) };
      this.routes.set(id, count);
    }
    count.calls++;
    if (status >= 500) count.serverErrors++;
    count.buckets[bucketOf(ms)]++;
    if (key) {
      const keyId = `${key.keyId}\u0000${minute.slice(0, 10)}`;
      const k = this.keys.get(keyId) ?? { institutionId: key.institutionId, calls: 0, lastUsedAt: at };
      k.calls++;
      k.lastUsedAt = at;
      this.keys.set(keyId, k);
    }
  }

  /** Writes what was counted since the last flush (one statement per table); flushes run one at a time. */
  flush(): Promise<void> {
    this.flushing = this.flushing.catch(() => undefined).then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    const routes = this.routes;
    const keys = this.keys;
    this.routes = new Map();
    this.keys = new Map();
    if (routes.size > 0) {
      const rows = [...routes].map(([id, c]) => {
        const [minute, method, route] = id.split('\u0000');
        return { minute, method, route, calls: c.calls, server_errors: c.serverErrors, buckets: c.buckets };
      });
      await this.pool.query(
        `insert into route_timings (minute, method, route, calls, server_errors, buckets)
         select minute, method, route, calls, server_errors, array(select jsonb_array_elements_text(buckets)::int)
           from jsonb_to_recordset($1::jsonb) as r(minute timestamptz, method text, route text, calls int, server_errors int, buckets jsonb)
         on conflict (minute, method, route) do update set
           calls = route_timings.calls + excluded.calls,
           server_errors = route_timings.server_errors + excluded.server_errors,
           buckets = array(select a + b from unnest(route_timings.buckets, excluded.buckets) as u(a, b))`,
        [JSON.stringify(rows)],
      );
      await this.pool.query(`delete from route_timings where minute < now() - make_interval(days => $1)`, [KEEP_DAYS]);
    }
    if (keys.size > 0) {
      const rows = [...keys].map(([id, k]) => {
        const [key_id, day] = id.split('\u0000');
        return { key_id, day, institution_id: k.institutionId, calls: k.calls, last_used_at: k.lastUsedAt.toISOString() };
      });
      await this.pool.query(
        `insert into api_key_calls (key_id, day, institution_id, calls, last_used_at)
         select key_id, day, institution_id, calls, last_used_at
           from jsonb_to_recordset($1::jsonb) as r(key_id uuid, day date, institution_id uuid, calls int, last_used_at timestamptz)
         on conflict (key_id, day) do update set
           calls = api_key_calls.calls + excluded.calls,
           last_used_at = greatest(api_key_calls.last_used_at, excluded.last_used_at)`,
        [JSON.stringify(rows)],
      );
    }
  }

  /** Calls, 5xx answers and the median duration per route since `since` (this process's unwritten counts first written). */
  async figuresSince(since: Date): Promise<RouteFigures[]> {
    await this.flush();
    const { rows } = await this.pool.query<{ method: string; route: string; calls: string; server_errors: string; buckets: string[] }>(
      `select method, route, sum(calls) as calls, sum(server_errors) as server_errors,
              array(select sum(b)::text from route_timings t2, unnest(t2.buckets) with ordinality as u(b, i)
                     where t2.method = t.method and t2.route = t.route and t2.minute >= $1 group by i order by i) as buckets
         from route_timings t where minute >= $1 group by method, route`,
      [since],
    );
    return rows.map((r) => ({
      method: r.method,
      route: r.route,
      calls: Number(r.calls),
      serverErrors: Number(r.server_errors),
      p50Ms: medianOf(r.buckets.map(Number)),
    }));
  }
}
