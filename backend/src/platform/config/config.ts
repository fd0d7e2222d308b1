/**
 * Configuration from the environment. Every value has an offline default so
 * that `npm start` works with no configuration (README, "Configuration").
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: this file compiles to backend/dist/src/platform/config/. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

export interface AppConfig {
  port: number;
  /** The public origin users reach (used for OIDC redirects and the CSRF origin check). */
  publicUrl: string;
  databaseUrl: string;
  redisUrl: string;
  /** Prefix for every Redis key (sessions, queues), so test runs never see each other. */
  redisPrefix: string;
  eventStoreUrl: string;
  oidc: {
    /** An external OpenID Connect issuer (Google: https://accounts.google.com); null serves the local issuer at /oidc. */
    issuer: string | null;
    clientId: string;
    clientSecret: string;
    /** Keys signing the local issuer's cookies (first one signs, all verify). */
    cookieKeys: string[];
  };
  adminEmails: string[];
  sessionSecret: string;
  /** Lifetime of a signed-in session (cookie max-age and Redis TTL). */
  sessionMaxAgeMs: number;
  /** Origins besides publicUrl's that may send state-changing requests (CSRF origin check). */
  allowedOrigins: string[];
  openai: { apiKey: string | null; baseUrl: string | null };
  frontendsDir: string;
  remotes: { discovery: string; institution: string; admin: string };
  /** Whether the app sits behind a TLS-terminating proxy (cookies become Secure). */
  trustProxy: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scholarlens';
  return {
    port,
    publicUrl,
    databaseUrl,
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix: env.REDIS_PREFIX ?? 'scholarlens:',
    eventStoreUrl: env.EVENT_STORE_URL ?? databaseUrl,
    oidc: {
      issuer: env.OIDC_ISSUER || null,
      clientId: env.OIDC_CLIENT_ID ?? 'scholarlens',
      clientSecret: env.OIDC_CLIENT_SECRET ?? 'scholarlens-local-secret',
      cookieKeys: list(env.OIDC_COOKIE_KEYS ?? 'scholarlens-dev-oidc-cookie-key'),
    },
    adminEmails: list(env.ADMIN_EMAILS ?? 'admin@scholarlens.local').map((e) => e.toLowerCase()),
    sessionSecret: env.SESSION_SECRET ?? 'scholarlens-dev-session-secret',
    sessionMaxAgeMs: Number(env.SESSION_MAX_AGE_HOURS ?? 24 * 7) * 3600_000,
    allowedOrigins: list(env.ALLOWED_ORIGINS ?? '').map((o) => new URL(o).origin),
    openai: { apiKey: env.OPENAI_API_KEY || null, baseUrl: env.OPENAI_BASE_URL || null },
    frontendsDir: env.FRONTENDS_DIR ?? path.join(REPO_ROOT, 'frontends'),
    remotes: {
      discovery: env.REMOTE_DISCOVERY_URL ?? '/remotes/discovery/remoteEntry.js',
      institution: env.REMOTE_INSTITUTION_URL ?? '/remotes/institution/remoteEntry.js',
      admin: env.REMOTE_ADMIN_URL ?? '/remotes/admin/remoteEntry.js',
    },
    trustProxy: env.TRUST_PROXY === 'true',
  };
}

/** A comma-separated list, trimmed, without empty entries. */
function list(value: string): string[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}
