/**
 * Serves the production builds of the shell and the remotes from the backend's origin, and the
 * runtime remotes manifest the shell reads (so a remote can move without rebuilding the shell).
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { CSP_NONCE_META, REMOTE_NAMES, REMOTES_MANIFEST, ROUTES } from '@scholarlens/contracts';
import type { AppConfig } from '../config/config.js';
import { cspNonce } from './security-headers.js';

const SERVER_PATHS = /^\/(api|auth|oidc)(\/|$)/;

/** Each route of the shell and its remotes (ROUTES) as a pattern: `:id` is one non-empty path segment. */
const KNOWN_ROUTES = ROUTES.map(({ path }) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`));

/** Whether the web app has a page at this path (the shell answers any other with its 404 page). */
export function isKnownRoute(pathname: string): boolean {
  return KNOWN_ROUTES.some((route) => route.test(pathname));
}

export function serveFrontends(app: Express, config: AppConfig, warn: (m: string) => void): void {
  app.get(REMOTES_MANIFEST, (_req, res) => {
    res.set('Cache-Control', 'no-store').json(config.remotes);
  });
  for (const name of REMOTE_NAMES) {
    const dir = path.join(config.frontendsDir, name, 'dist');
    app.use(`/remotes/${name}`, express.static(dir, { index: false, fallthrough: false }));
  }
  const shellDir = path.join(config.frontendsDir, 'shell', 'dist');
  const indexHtml = path.join(shellDir, 'index.html');
  if (!fs.existsSync(indexHtml)) warn(`No shell build at ${shellDir}: run "npm run build" to serve the web app.`);
  // The shell's files never shadow a server path, and an API request never touches the disk
  // (served to every request, the static handler stat'ed the shell's folder for each API call,
  // ~0.1 ms of every search).
  const shellFiles = express.static(shellDir, { index: false });
  app.use((req: Request, res: Response, next: NextFunction) => (SERVER_PATHS.test(req.path) ? next() : shellFiles(req, res, next)));
  // Client-side routes answer 200; any other path gets the same page with HTTP 404, which the shell
  // renders as "404 Page Not Found" (so crawlers, link checkers and monitors see the miss too).
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || SERVER_PATHS.test(req.path) || !req.accepts('html')) return next();
    const html = readShellHtml(indexHtml);
    if (html === null) return next();
    // Each answer carries its own nonce (security-headers.ts), so the page is never cached as is.
    // A path outside the shell's routes gets the same page with HTTP 404, which the shell renders as
    // "404 Page Not Found" (so crawlers, link checkers and monitors see the miss too).
    res
      .status(isKnownRoute(req.path) ? 200 : 404)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(withNonce(html, cspNonce(res)));
  });
}

/** index.html, read again only when the build changes it. */
let shellHtml: { mtimeMs: number; text: string } | null = null;
function readShellHtml(file: string): string | null {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return null;
  if (shellHtml?.mtimeMs !== stat.mtimeMs) shellHtml = { mtimeMs: stat.mtimeMs, text: fs.readFileSync(file, 'utf8') };
  return shellHtml.text;
}

/** The nonce the shell hands to emotion (frontends/shell/src/style-cache.ts), first thing in <head>. */
function withNonce(html: string, nonce: string): string {
  return html.replace(/<head>/i, `<head><meta name="${CSP_NONCE_META}" content="${nonce}">`);
}
