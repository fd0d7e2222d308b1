/**
 * One OpenAlex client for the process (docs/ARCHITECTURE.md §8): the scholar, intelligence and analytics
 * contexts import this module, so they share one request gate (OpenAlex's rate limit is per key, not
 * per context) and one response cache (analytics' sync asks for `noCache` on its pages).
 */
import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { OpenAlexClient } from './openalex.client.js';

@Module({
  providers: [
    {
      provide: OpenAlexClient,
      inject: [APP_CONFIG],
      useFactory: ({ openAlex: o }: AppConfig) =>
        new OpenAlexClient({
          baseUrl: o.url,
          apiKey: o.apiKey,
          email: o.email,
          cacheTtlMs: o.cacheTtlMs,
          minIntervalMs: o.minIntervalMs,
          maxRetries: o.maxRetries,
          backoffBaseMs: o.backoffMs,
          timeoutMs: o.timeoutMs,
        }),
    },
  ],
  exports: [OpenAlexClient],
})
export class OpenAlexModule {}
