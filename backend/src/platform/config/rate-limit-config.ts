/**
 * Request rate limits (platform/http/rate-limits.ts; README "Configuration"). Each tier allows
 * `points` requests per `durationSeconds` per caller (the signed-in user, else the client IP).
 * An empty variable means its default, so a test can ask for the real defaults explicitly.
 */
import { int } from './env.js';

export type RateLimitTier = 'ai' | 'signIn' | 'signUp' | 'write' | 'read' | 'apiKey';

export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

export type RateLimitConfig = Record<RateLimitTier, RateLimitRule>;

/** The documented defaults: strict where a call spends money or invites abuse, generous on reads. */
export const RATE_LIMIT_DEFAULTS: Readonly<Record<RateLimitTier, { env: string } & RateLimitRule>> = {
  ai: { env: 'RATE_LIMIT_AI_PER_MINUTE', points: 10, durationSeconds: 60 },
  signIn: { env: 'RATE_LIMIT_SIGN_IN_PER_MINUTE', points: 30, durationSeconds: 60 },
  signUp: { env: 'RATE_LIMIT_SIGN_UP_PER_HOUR', points: 10, durationSeconds: 3600 },
  write: { env: 'RATE_LIMIT_WRITES_PER_MINUTE', points: 120, durationSeconds: 60 },
  read: { env: 'RATE_LIMIT_READS_PER_MINUTE', points: 1200, durationSeconds: 60 },
  // Every call made with one institution API key, whatever the route (platform/auth/api-key-auth.ts).
  apiKey: { env: 'RATE_LIMIT_API_KEY_PER_MINUTE', points: 300, durationSeconds: 60 },
};

export function loadRateLimitConfig(env: NodeJS.ProcessEnv): RateLimitConfig {
  const config = {} as RateLimitConfig;
  for (const [tier, rule] of Object.entries(RATE_LIMIT_DEFAULTS) as [RateLimitTier, (typeof RATE_LIMIT_DEFAULTS)[RateLimitTier]][]) {
    config[tier] = { points: int(env, rule.env, rule.points, { min: 1 }), durationSeconds: rule.durationSeconds };
  }
  return config;
}
