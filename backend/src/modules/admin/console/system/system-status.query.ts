/**
 * GET /api/admin/system: what the running system knows about its security and deployment —
 * session cookie settings, TLS behind a proxy, CSRF origins, the sign-in issuer, admins, build,
 * migrations applied and pending. What it cannot measure (backups, secrets rotation…) is a
 * checklist, shown as such.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { SystemFact, SystemStatus } from '@scholarlens/contracts';
import { type AppConfig, REPO_ROOT } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { MIGRATIONS_DIR, type Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';

const DEV_SECRETS = ['scholarlens-dev-session-secret'];

export const DEPLOYMENT_CHECKLIST = [
  'Database backups are scheduled and a restore has been tested',
  'Secrets (session, OIDC client, API keys) live in a secret store and are rotated',
  'Logs and metrics are shipped to monitoring with alerts on the health endpoint',
  'The reverse proxy enforces HTTPS with HSTS',
];

export class SystemStatusQuery extends Query<SystemStatus> {}

function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

@QueryHandler(SystemStatusQuery)
export class SystemStatusHandler implements IQueryHandler<SystemStatusQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(): Promise<SystemStatus> {
    const c = this.config;
    const https = c.publicUrl.startsWith('https://');
    const [applied, admins] = await Promise.all([
      this.pool.query<{ name: string }>('select name from schema_migrations order by name').then((r) => r.rows.map((x) => x.name)),
      this.pool.query<{ n: number }>(`select count(*)::int as n from users where role = 'admin'`).then((r) => r.rows[0].n),
    ]);
    let files: string[] = [];
    try {
      files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort();
    } catch {
      files = applied;
    }
    const pending = files.filter((f) => !applied.includes(f));
    const hours = Math.round(c.sessionMaxAgeMs / 3600_000);
    const security: SystemFact[] = [
      { label: 'Session cookie', value: `HttpOnly, SameSite=Lax${c.trustProxy ? ', Secure' : ''}; server-side in Redis`, tone: c.trustProxy ? 'ok' : 'warn' },
      { label: 'Session lifetime', value: `${hours} h`, tone: hours <= 24 * 14 ? 'ok' : 'warn' },
      { label: 'Session secret', value: DEV_SECRETS.includes(c.sessionSecret) ? 'development default' : 'configured', tone: DEV_SECRETS.includes(c.sessionSecret) ? 'warn' : 'ok' },
      { label: 'TLS', value: c.trustProxy ? 'terminated by the proxy (trust proxy on)' : https ? 'public URL is https, trust proxy off' : 'off (plain http)', tone: c.trustProxy && https ? 'ok' : 'warn' },
      { label: 'CSRF protection', value: `Origin check, ${1 + c.allowedOrigins.length} trusted origin(s)`, tone: 'ok' },
      { label: 'Sign-in', value: c.oidc.issuer ? `OpenID Connect: ${new URL(c.oidc.issuer).host}` : 'local demo issuer (no OIDC_ISSUER)', tone: c.oidc.issuer ? 'ok' : 'warn' },
      { label: 'Admins', value: `${admins} signed in so far, ${c.adminEmails.length} configured`, tone: 'info' },
    ];
    const deployment: SystemFact[] = [
      { label: 'Build version', value: c.admin.buildVersion ?? packageVersion(), tone: 'info' },
      { label: 'Build commit', value: c.admin.buildCommit ?? 'not set (BUILD_COMMIT)', tone: c.admin.buildCommit ? 'info' : 'warn' },
      { label: 'Runtime', value: `Node ${process.version}, up ${Math.round(process.uptime() / 60)} min`, tone: 'info' },
      { label: 'Migrations', value: `${applied.length} applied, ${pending.length} pending`, tone: pending.length ? 'warn' : 'ok' },
      { label: 'Event store', value: /^postgres(ql)?:/.test(c.eventStoreUrl) ? 'PostgreSQL' : 'KurrentDB', tone: 'info' },
      { label: 'Job workers', value: c.queue.workersEnabled ? 'running in this process' : 'disabled here (another instance)', tone: 'info' },
      { label: 'Projections', value: process.env.PROJECTIONS_DISABLED === 'true' ? 'run by another process' : 'running in this process', tone: 'info' },
    ];
    return { security, deployment, checklist: DEPLOYMENT_CHECKLIST, migrations: { applied, pending } };
  }
}
