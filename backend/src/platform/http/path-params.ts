/**
 * Path params that are not valid percent-encoded UTF-8 (`%C0%80`, `%ED%A0%80`: a lone surrogate,
 * `%FF`, a cut `%E2%82`) make Express's router fail with "Failed to decode param '…'", a 400
 * that names no param. This middleware, mounted before the routes, finds the route the path
 * would reach in the route table and answers the validation's 400 naming the param instead.
 * Paths that decode, or that reach no route of the table, go on untouched.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { inputRefused } from './input-limits.js';
import type { RouteEntry } from './route-table.js';

export const MALFORMED_PARAM_RULE = 'must be valid percent-encoded UTF-8';

function decodes(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** The `:param` of a route of `routes` that `segments[index]` would fill, if any. */
export function paramAt(routes: readonly RouteEntry[], method: string, segments: string[], index: number): string | null {
  const methods = method === 'HEAD' ? ['GET', 'HEAD', 'ALL'] : [method, 'ALL'];
  for (const route of routes) {
    if (!methods.includes(route.method)) continue;
    const pattern = route.path.split('/');
    if (pattern.length !== segments.length) continue;
    const fits = pattern.every((p, i) => p.startsWith(':') || p.toLowerCase() === segments[i].toLowerCase() || i === index);
    if (fits && pattern[index].startsWith(':')) return pattern[index].slice(1);
  }
  return null;
}

export function malformedPathParams(routes: () => readonly RouteEntry[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.includes('%')) return next();
    const segments = req.path.split('/');
    const index = segments.findIndex((s) => !decodes(s));
    if (index < 0) return next();
    const param = paramAt(routes(), req.method, segments, index);
    if (!param) return next();
    const refusal = inputRefused(param, MALFORMED_PARAM_RULE);
    res.status(refusal.getStatus()).json(refusal.getResponse());
  };
}
