/**
 * The platform's side of the command center: the health checks of GET /api/admin/health (database,
 * Redis, event store, projection lag, queue depth), the AI queues' running jobs, and the host's load.
 * The checks are asked at most once per LIVE_METRICS_POLL_MS per process, whoever polls: every
 * member's portal polls, and the answer is the same for all of them.
 */
import os from 'node:os';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AI_QUEUES, type AdminHealth, LIVE_METRICS_POLL_MS, type SystemHealthCheck, type SystemLoad } from '@scholarlens/contracts';
import { AdminHealthQuery } from '../ports.js';

export interface Pulse {
  systemHealth: number;
  healthChecks: SystemHealthCheck[];
  systemDown: string[];
  aiProcessingJobs: number;
}

/** A passing check counts 1, a degraded one ½, a failing one 0; the share of the whole, in percent. */
export function healthPercent(checks: readonly Pick<SystemHealthCheck, 'status'>[]): number {
  if (checks.length === 0) return 0;
  const score = checks.reduce((n, c) => n + (c.status === 'ok' ? 1 : c.status === 'degraded' ? 0.5 : 0), 0);
  return Math.round((score / checks.length) * 100);
}

export function pulseOf(health: Pick<AdminHealth, 'checks' | 'queues'>): Pulse {
  const healthChecks = health.checks.map(({ name, status, detail }) => ({ name, status, detail }));
  return {
    systemHealth: healthPercent(healthChecks),
    healthChecks,
    systemDown: healthChecks.filter((c) => c.status !== 'ok').map((c) => c.name),
    aiProcessingJobs: health.queues.filter((q) => (AI_QUEUES as readonly string[]).includes(q.name)).reduce((n, q) => n + q.active, 0),
  };
}

/** One-minute load average over the cores, as a percent. */
export function systemLoad(loadAverage = os.loadavg()[0], cores = os.availableParallelism()): SystemLoad {
  return { percent: Math.round((loadAverage / cores) * 100), loadAverage: Math.round(loadAverage * 100) / 100, cores };
}

@Injectable()
export class SystemPulse {
  private cached: { at: number; pulse: Promise<Pulse> } | null = null;

  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  now(at = Date.now()): Promise<Pulse> {
    if (!this.cached || at - this.cached.at >= LIVE_METRICS_POLL_MS) {
      const pulse = this.queryBus.execute(new AdminHealthQuery()).then(pulseOf);
      // A failed ask is not kept: the next poll asks again.
      pulse.catch(() => {
        if (this.cached?.pulse === pulse) this.cached = null;
      });
      this.cached = { at, pulse };
    }
    return this.cached.pulse;
  }
}
