/** Builds the HTTP application; `main.ts` listens, API tests use it with supertest. */
import 'reflect-metadata';
import { Logger, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { Redis } from 'ioredis';
import { AppModule } from './app.module.js';
import { SESSION_REDIS } from './platform/auth/auth.module.js';
import { mountLocalIssuer } from './platform/auth/local-issuer.js';
import { createSessionMiddleware } from './platform/auth/session.js';
import { loadConfig } from './platform/config/config.js';
import { csrfGuard, jsonBodiesOnly } from './platform/http/csrf.js';
import { createRateLimits } from './platform/http/rate-limits.js';
import { serveFrontends } from './platform/http/frontends.js';
import { InputLimitsPipe } from './platform/http/input-limits.js';
import { malformedPathParams } from './platform/http/path-params.js';
import { type RouteEntry, readRouteTable } from './platform/http/route-table.js';
import { createValidationPipe } from './platform/http/validation.js';

export async function createApp(options: { logger?: boolean } = {}): Promise<INestApplication> {
  const config = loadConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    logger: options.logger === false ? false : ['log', 'warn', 'error'],
  });
  if (config.trustProxy) app.set('trust proxy', 1);
  app.disable('x-powered-by');
  const server = app.getHttpAdapter().getInstance();
  // Order matters (all of these run before Nest's body parsers and routes, registered at init):
  // the CSRF origin check first; then path params that are not percent-encoded UTF-8, refused
  // naming the param (the route table is read once the routes exist); then the local issuer,
  // which keeps its own cookies and parses its own bodies; then the Redis-backed session for
  // everything else.
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
  server.use(createSessionMiddleware(config, redis));
  server.use(rateLimits.middleware((tier) => tier !== 'signIn'));
  // Input limits (NUL, lone surrogates, nesting depth, bodies that are not objects) before validation.
  app.useGlobalPipes(new InputLimitsPipe(), createValidationPipe());
  const openApi = new DocumentBuilder().setTitle('ScholarLens API').setVersion('1').addCookieAuth('scholarlens.sid').build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi));
  serveFrontends(server, config, (m) => new Logger('Frontends').warn(m));
  app.enableShutdownHooks();
  await app.init();
  routes = readRouteTable(app);
  return app;
}
