/**
 * Cookie sessions stored server-side in Redis (docs/ARCHITECTURE.md §9): the cookie holds only a signed
 * session id; the session (the signed-in user, the OIDC checks of a sign-in in progress) lives
 * under `<REDIS_PREFIX>sess:<id>` with the cookie's lifetime as TTL.
 */
import { RedisStore } from 'connect-redis';
import session from 'express-session';
import type { RequestHandler, Request } from 'express';
import type { Redis } from 'ioredis';
import type { AuthUser } from '@scholarlens/contracts';
import type { AppConfig } from '../config/config.js';

export const SESSION_COOKIE = 'scholarlens.sid';

declare module 'express-session' {
  interface SessionData {
    /** The signed-in user (set at sign-in; /api/auth/user answers from the read model). */
    user?: AuthUser;
    /** Checks of an authorization-code flow in progress (PKCE verifier, state, nonce). */
    oidc?: { state: string; nonce: string; codeVerifier: string };
    /** The same-origin path a sign-in in progress returns to (platform/auth/return-to.ts). */
    returnTo?: string;
  }
}

/**
 * connect-redis 10 speaks the node-redis v5 client API; this adapts an ioredis client to the
 * few calls it makes (get, set with EX, expire, del, mGet, scanIterator).
 */
export function nodeRedisFacade(redis: Redis) {
  return {
    get: (key: string) => redis.get(key),
    set: (key: string, value: string, options?: { expiration?: { type: 'EX'; value: number } }) =>
      options?.expiration ? redis.set(key, value, 'EX', options.expiration.value) : redis.set(key, value),
    expire: (key: string, seconds: number) => redis.expire(key, seconds),
    del: (keys: string | string[]) => redis.del(...(Array.isArray(keys) ? keys : [keys])),
    mGet: (keys: string[]) => redis.mget(...keys),
    scanIterator: ({ MATCH, COUNT }: { MATCH: string; COUNT: number }): AsyncIterable<string[]> =>
      redis.scanStream({ match: MATCH, count: COUNT }),
  };
}

export function createSessionMiddleware(config: AppConfig, redis: Redis): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: new RedisStore({ client: nodeRedisFacade(redis), prefix: `${config.redisPrefix}sess:` }),
    resave: false,
    // No session (and no cookie) until there is something to keep: anonymous visitors stay stateless.
    saveUninitialized: false,
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // Behind a TLS-terminating proxy the cookie is Secure; express reads X-Forwarded-Proto (trust proxy).
      secure: config.trustProxy,
      maxAge: config.sessionMaxAgeMs,
      path: '/',
    },
  });
}

/** Promise forms of express-session's callback API. */
export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
}

export function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
}

export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!req.session) return resolve();
    req.session.destroy((err) => (err ? reject(err) : resolve()));
  });
}
