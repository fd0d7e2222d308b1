/**
 * CSRF guard (docs/ARCHITECTURE.md §9) for state-changing calls under /api and /auth: an Origin check.
 *
 * Session cookies are SameSite=Lax, which already keeps them off cross-site POSTs; this check is
 * the second wall. Browsers send `Origin` on every POST, PUT, PATCH and DELETE (fetch and form
 * submissions alike, same-origin included), so a browser request whose Origin — or, in the rare
 * browser that omits it, Referer — is not ours is refused with 403. A request carrying neither
 * header cannot come from a browser page, so it cannot ride a victim's cookies: non-browser clients
 * (curl, server-to-server calls, tests) pass. A call carrying an API key (`Authorization: Bearer
 * sk_live_…`) is authenticated by the key alone, never the cookie, so it is not checked either.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { presentedApiKey } from '../auth/api-key-auth.js';
import type { AppConfig } from '../config/config.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Case-insensitive, as Express routes: `/API/papers/…` reaches the same handler as `/api/papers/…`.
const GUARDED_PATHS = /^\/(api|auth)(\/|$)/i;

export const CSRF_MESSAGE = 'Cross-site request refused: the request does not come from a ScholarLens page';

export function trustedOrigins(config: AppConfig): Set<string> {
  return new Set([new URL(config.publicUrl).origin, ...config.allowedOrigins]);
}

function originOf(req: Request): string | null | undefined {
  const origin = req.get('origin');
  if (origin !== undefined) return origin;
  const referer = req.get('referer');
  if (referer === undefined) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

export function csrfGuard(config: AppConfig): RequestHandler {
  const trusted = trustedOrigins(config);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!STATE_CHANGING.has(req.method) || !GUARDED_PATHS.test(req.path)) return next();
    // An API-key call never reads the cookie (platform/auth/api-key-auth.ts): no ambient credentials.
    if (presentedApiKey(req)) return next();
    const origin = originOf(req);
    if (origin === undefined) return next(); // not a browser: no ambient credentials to abuse
    // `Origin: null` (sandboxed frames, some redirects) and malformed Referers are refused too.
    if (origin !== null && trusted.has(origin)) return next();
    res.status(403).json({ message: CSRF_MESSAGE });
  };
}

export const JSON_ONLY_MESSAGE = 'Request bodies must be JSON (Content-Type: application/json)';

/**
 * State-changing API calls take JSON bodies only. A form post (urlencoded, multipart, text/plain) is
 * what a cross-site page can send without a CORS preflight; refusing every other body type closes
 * that door even where the Origin check cannot tell (415, before any parser or handler runs).
 */
export function jsonBodiesOnly(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!STATE_CHANGING.has(req.method) || !GUARDED_PATHS.test(req.path)) return next();
    const hasBody = req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;
    if (!hasBody || req.is('application/json')) return next();
    res.status(415).json({ message: JSON_ONLY_MESSAGE });
  };
}
