/** Builds the HTTP application; `main.ts` listens, API tests use it with supertest. */
import 'reflect-metadata';
import { Logger, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { loadConfig } from './platform/config/config.js';
import { serveFrontends } from './platform/http/frontends.js';
import { createValidationPipe } from './platform/http/validation.js';

export async function createApp(options: { logger?: boolean } = {}): Promise<INestApplication> {
  const config = loadConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    logger: options.logger === false ? false : ['log', 'warn', 'error'],
  });
  if (config.trustProxy) app.set('trust proxy', 1);
  app.disable('x-powered-by');
  app.useGlobalPipes(createValidationPipe());
  serveFrontends(app.getHttpAdapter().getInstance(), config, (m) => new Logger('Frontends').warn(m));
  app.enableShutdownHooks();
  await app.init();
  return app;
}
