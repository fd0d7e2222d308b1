/** Builds the HTTP application; `main.ts` listens, API tests use it with supertest. */
import 'reflect-metadata';
import { Logger, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module.js';
import { ApiKeyVerifier, apiKeyAuthentication } from './platform/auth/api-key-auth.js';
import { SESSION_REDIS } from './platform/auth/auth.module.js';
import { mountLocalIssuer } from './platform/auth/local-issuer.js';
import { createSessionMiddleware } from './platform/auth/session.js';
import { loadConfig } from './platform/config/config.js';
import { csrfGuard, jsonBodiesOnly } from './platform/http/csrf.js';
import { createRateLimits } from './platform/http/rate-limits.js';
import { serveFrontends } from './platform/http/frontends.js';
import { documentRoutes } from './platform/http/openapi.js';
import { securityHeaders } from './platform/http/security-headers.js';
import { InputLimitsPipe } from './platform/http/input-limits.js';
import { malformedPathParams } from './platform/http/path-params.js';
import { type RouteEntry, readRouteTable } from './platform/http/route-table.js';
import { ServedRoutes } from './platform/http/served-routes.js';
import { createValidationPipe } from './platform/http/validation.js';
import { createRootLogger, PinoLoggerService } from './platform/logging/logger.js';
import { requestLog } from './platform/logging/request-log.js';
import { RouteTimings } from './platform/logging/route-timings.js';

/** `logger: false` silences the logs (API tests); `logDestination` receives them instead of stdout. */
export async function createApp(options: { logger?: boolean; logDestination?: DestinationStream } = {}): Promise<INestApplication> {
  const config = loadConfig();
  const logger = createRootLogger(config, { destination: options.logDestination, silent: options.logger === false && !options.logDestination });
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    logger: new PinoLoggerService(logger),
    // A failed start (an edited migration, an unreachable database) throws to main.ts instead of aborting the process.
    abortOnError: false,
  });
  if (config.trustProxy) app.set('trust proxy', 1);
  app.disable('x-powered-by');
  const server = app.getHttpAdapter().getInstance();
  // Order matters (all of these run before Nest's body parsers and routes, registered at init):
  // the request's log line and id first (platform/logging); security headers on every answer (security-headers.ts); then the CSRF origin check; then path params that are not percent-encoded UTF-8, refused
  // naming the param (the route table is read once the routes exist); then the local issuer,
  // which keeps its own cookies and parses its own bodies; then the Redis-backed session for
  // everything else.
  server.use(requestLog(logger, { trustIncomingId: config.trustProxy }));
  // Each routed request's duration, counted per route and minute (platform/logging/route-timings.ts).
  server.use(app.get(RouteTimings).middleware());
  server.use(securityHeaders(config));
  server.use(csrfGuard(config), jsonBodiesOnly());
  let routes: readonly RouteEntry[] = [];
  server.use(malformedPathParams(() => routes));
  const redis = app.get<Redis>(SESSION_REDIS);
  // Rate limits shared through Redis: the local issuer's paths are counted before it answers them,
  // every other path after the session, so a signed-in caller is counted as the user.
  const rateLimits = createRateLimits(config.rateLimits, redis, config.redisPrefix);
  server.use(rateLimits.middleware((tier) => tier === 'signIn'));
  if (config.oidc.issuer === null) {
    mountLocalIssuer(server, config, redis);
    new Logger('Auth').log(`No OIDC_ISSUER: serving the local issuer with demo accounts at ${config.publicUrl}/oidc`);
  }
  // A call with an institution API key (`Authorization: Bearer sk_live_…`) is authenticated by it and
  // gets a request-only session, which the session middleware then leaves alone (api-key-auth.ts).
  server.use(apiKeyAuthentication(app.get(ApiKeyVerifier)));
  server.use(createSessionMiddleware(config, redis));
  server.use(rateLimits.middleware((tier) => tier !== 'signIn'));
  // Input limits (NUL, lone surrogates, nesting depth, bodies that are not objects) before validation.
  app.useGlobalPipes(new InputLimitsPipe(), createValidationPipe());
  const openApi = new DocumentBuilder().setTitle('ScholarLens API').setVersion('1').setOpenAPIVersion('3.1.0').build();
  // Built at the first request for it, once the route table has been read; the API catalogue reads the same one.
  let document: OpenAPIObject | null = null;
  const openApiDocument = () => {
    document ??= documentRoutes(SwaggerModule.createDocument(app, openApi), routes);
    return document;
  };
  SwaggerModule.setup('api/docs', app, openApiDocument);
  serveFrontends(server, config, (m) => new Logger('Frontends').warn(m));
  app.enableShutdownHooks();
  await app.init();
  routes = readRouteTable(app);
  app.get(ServedRoutes).provide(routes, openApiDocument);
  return app;
}
