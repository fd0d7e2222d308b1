/**
 * Request rate limits (docs/ARCHITECTURE.md §11), counted in Redis so that every backend process
 * shares one count per caller: a caller is the signed-in user, else the client IP (behind a proxy,
 * `TRUST_PROXY` makes Express read it from X-Forwarded-For). Each request falls in one tier
 * (platform/config/rate-limit-config.ts): AI calls that spend money, sign-in and the local issuer,
 * sign-ups (beta registration, outreach), other writes, and reads; a call made with an institution
 * API key counts against the key's own tier instead, per key. A refused call answers 429 with
 * `Retry-After` and a JSON message. If Redis cannot answer, an in-process count stands in, so a
 * Redis outage neither lets everything through nor refuses everything.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { apiKeyOf } from '../auth/api-key-auth.js';
import type { RateLimitConfig, RateLimitTier } from '../config/rate-limit-config.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Which tier a request counts against; null: not limited (the web app's files). Paths compare case-insensitively, as Express routes them. */
export function rateLimitTier(method: string, path: string): RateLimitTier | null {
  const p = path.toLowerCase().replace(/\/+$/, '');
  if (/^\/(auth|oidc)(\/|$)/.test(p) || p === '/api/login') return 'signIn';
  if (!/^\/api(\/|$)/.test(p)) return null;
  // The AI research assistant's gaps and summary are GETs the AI provider writes (issue #34).
  if (/^\/api\/ai-research\/(literature-gaps|summary)$/.test(p)) return 'ai';
  if (!WRITE_METHODS.has(method)) return 'read';
  if (/^\/api\/papers\/[^/]+\/(summary|intelligence|chat)$/.test(p) || p === '/api/ai/chat' || p === '/api/papers/auto-tag') return 'ai';
  // Course building (the institutional courses context, §15) asks the AI provider too; editing a
  // course, enrolling and marking modules done are ordinary writes (a class clicking "Mark as done").
  if (/\/courses(\/create-ai)?$/.test(p)) return 'ai';
  if (p === '/api/beta/register' || /\/outreach(\/|$)/.test(p)) return 'signUp';
  return 'write';
}

const TIER_NAMES: Record<RateLimitTier, string> = {
  ai: 'AI requests',
  signIn: 'sign-in requests',
  signUp: 'sign-ups',
  write: 'changes',
  read: 'requests',
  apiKey: 'API key requests',
};

export function rateLimitMessage(tier: RateLimitTier, retryAfterSeconds: number): string {
  return `Too many ${TIER_NAMES[tier]}: try again in ${retryAfterSeconds} s`;
}

export interface RateLimits {
  /** Counts every request of the tiers it is given (all of them by default) and refuses those over the limit. */
  middleware(only?: (tier: RateLimitTier) => boolean): RequestHandler;
}

export function createRateLimits(config: RateLimitConfig, redis: Redis, prefix: string): RateLimits {
  const limiters = new Map<RateLimitTier, RateLimiterRedis>();
  for (const [tier, rule] of Object.entries(config) as [RateLimitTier, RateLimitConfig[RateLimitTier]][]) {
    const options = { points: rule.points, duration: rule.durationSeconds };
    limiters.set(
      tier,
      new RateLimiterRedis({
        ...options,
        storeClient: redis,
        keyPrefix: `${prefix}ratelimit:${tier}`,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      }),
    );
  }
  return {
    middleware: (only = () => true) =>
      async (req: Request, res: Response, next: NextFunction) => {
        const pathTier = rateLimitTier(req.method, req.path);
        // A call made with an API key counts against the key's own tier, whatever the route.
        const key = apiKeyOf(req);
        const tier = key && pathTier !== null && pathTier !== 'signIn' ? 'apiKey' : pathTier;
        if (tier === null || !only(tier)) return next();
        const userId = (req as { session?: { user?: { id?: string } } }).session?.user?.id;
        const caller = key ? `key:${key.keyId}` : userId ? `user:${userId}` : `ip:${req.ip ?? req.socket.remoteAddress ?? 'unknown'}`;
        try {
          await limiters.get(tier)!.consume(caller);
          return next();
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) return next(refusal);
          const retryAfter = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
          res.set('Retry-After', String(retryAfter)).status(429).json({ message: rateLimitMessage(tier, retryAfter) });
        }
      },
  };
}
