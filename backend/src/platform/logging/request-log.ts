/**
 * One log line per request (pino-http), written when the answer is finished: request id, method,
 * route (the route table's pattern, not the path with its ids), status, duration and the signed-in
 * user's id (and the API key's id for a key call). Nothing else of the request is logged: no headers (cookies, tokens), no query string
 * (sign-in codes and states, search text), no body (note contents). The request id comes from a
 * trusted proxy's `X-Request-Id` when well-formed, otherwise a new UUID; it is sent back as
 * `X-Request-Id` and added to every JSON error answer as `requestId`, so a user's report finds its line.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { pinoHttp } from 'pino-http';
import { apiKeyOf } from '../auth/api-key-auth.js';
import type { RootLogger } from './logger.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const WELL_FORMED_ID = /^[\w.:-]{8,64}$/;

type LoggedRequest = IncomingMessage & { id?: string; originalUrl?: string; route?: { path?: string }; session?: { user?: { id?: string } } };

function routeOf(req: LoggedRequest): string | null {
  return typeof req.route?.path === 'string' ? req.route.path : null;
}

function pathOf(req: LoggedRequest): string {
  return (req.originalUrl ?? req.url ?? '').split('?')[0] ?? '';
}

export function requestLog(logger: RootLogger, options: { trustIncomingId: boolean }): RequestHandler {
  const http = pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const incoming = req.headers['x-request-id'];
      const id = options.trustIncomingId && typeof incoming === 'string' && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    quietReqLogger: true,
    customAttributeKeys: { responseTime: 'durationMs', reqId: 'requestId' },
    serializers: {
      // Serialised when the request starts: its path without the query string (the route pattern is `route`).
      req: (req: { raw: LoggedRequest; method: string }) => ({ method: req.method, path: pathOf(req.raw) }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    customProps: (req: LoggedRequest) => {
      // A call made with an institution API key names the key too (its user is the key's creator).
      const key = apiKeyOf(req);
      return { route: routeOf(req), userId: req.session?.user?.id ?? null, ...(key && { apiKeyId: key.keyId }) };
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    customSuccessMessage: (req: LoggedRequest, res) => `${req.method} ${routeOf(req) ?? pathOf(req)} ${res.statusCode}`,
    customErrorMessage: (req: LoggedRequest, res) => `${req.method} ${routeOf(req) ?? pathOf(req)} ${res.statusCode}`,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    http(req as unknown as LoggedRequest, res);
    withRequestIdInErrors(req, res);
    next();
  };
}

/** Every JSON error answer, whoever writes it (the error filter, the CSRF check, the input limits), carries the request id. */
function withRequestIdInErrors(req: Request, res: Response): void {
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    if (res.statusCode >= 400 && body !== null && typeof body === 'object' && !Array.isArray(body) && !('requestId' in body)) {
      return json({ ...body, requestId: String(req.id) });
    }
    return json(body);
  };
}
