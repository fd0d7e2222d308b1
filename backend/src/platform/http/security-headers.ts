/**
 * Security headers on every response (helmet), with a Content-Security-Policy that admits scripts
 * and connections from this origin and the configured remotes' origins only (`remotes.json`), no
 * inline script at all, and inline styles only with this response's nonce (emotion's `<style>`
 * tags in the shell, see frontends.ts) or a listed hash (the local issuer's sign-in page). No page
 * may be framed (frame-ancestors 'none'). HSTS is sent only behind the TLS proxy (TRUST_PROXY):
 * on plain http it would be ignored, and on localhost it would pin every port to https.
 */
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config/config.js';

/** The hashes (`'sha256-…'`) of the inline `<style>` blocks the server itself renders. */
const inlineStyleHashes: string[] = [];
export function allowInlineStyle(hash: string): void {
  if (!inlineStyleHashes.includes(hash)) inlineStyleHashes.push(hash);
}

/** The nonce of this response's policy (one per response, 128 random bits). */
export function cspNonce(res: Response): string {
  return (res.locals as { cspNonce: string }).cspNonce;
}

/** The origins of the remotes that are absolute URLs (a path is this origin, 'self'). */
export function remoteOrigins(config: AppConfig): string[] {
  const origins = Object.values(config.remotes)
    .filter((entry) => /^https?:\/\//.test(entry))
    .map((entry) => new URL(entry).origin);
  return [...new Set(origins)];
}

/** OpenAPI's page (swagger-ui) carries inline `<style>` blocks and style attributes of its own. */
const DOCS_PATH = /^\/api\/docs(\/|$)/i;

export function securityHeaders(config: AppConfig): RequestHandler {
  const remotes = remoteOrigins(config);
  const issuer = config.oidc.issuer ? [new URL(config.oidc.issuer).origin] : [];
  const directives = (styleSrc: Array<string | ((req: unknown, res: unknown) => string)>) => ({
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes],
    scriptSrcAttr: ["'none'"],
    styleSrc,
    styleSrcAttr: ["'none'"],
    // The signed-in user's picture comes from the OIDC issuer (Google's image host); images run nothing.
    imgSrc: ["'self'", 'data:', ...(config.oidc.issuer ? ['https:'] : [])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...remotes],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // Sign-in forms post to the local issuer (this origin), whose answer redirects to the issuer in use.
    formAction: ["'self'", ...issuer],
    frameAncestors: ["'none'"],
    ...(config.trustProxy ? { upgradeInsecureRequests: [] } : {}),
  });
  const common = {
    strictTransportSecurity: config.trustProxy ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The remotes may live on other origins and are loaded with <script>: no CORP restriction on them.
    crossOriginResourcePolicy: { policy: remotes.length > 0 ? ('cross-origin' as const) : ('same-origin' as const) },
    frameguard: { action: 'deny' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  };
  const app = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: directives([
        "'self'",
        (_req, res) => `'nonce-${cspNonce(res as Response)}'`,
        () => inlineStyleHashes.join(' '),
      ]),
    },
  });
  const docs = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      // The one exception, and for styles only: scripts stay 'self'. The page shows no user data.
      directives: { ...directives(["'self'", "'unsafe-inline'"]), styleSrcAttr: ["'unsafe-inline'"] },
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    (DOCS_PATH.test(req.path) ? docs : app)(req, res, next);
  };
}
