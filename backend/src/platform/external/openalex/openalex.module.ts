/**
 * The OpenAlex client of interactive calls (docs/ARCHITECTURE.md §8): the scholar and intelligence
 * contexts import this module and share one request gate (requests one at a time, spaced) and one
 * response cache. A background job that pages through thousands of works (analytics' sync) builds its
 * own with `openAlexClientOf`: in one gate it would hold interactive calls for minutes, and a slow or
 * retried interactive call would stall it.
 */
import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { OpenAlexClient } from './openalex.client.js';

export const openAlexClientOf = ({ openAlex: o }: AppConfig): OpenAlexClient =>
  new OpenAlexClient({
    baseUrl: o.url,
    apiKey: o.apiKey,
    email: o.email,
    cacheTtlMs: o.cacheTtlMs,
    minIntervalMs: o.minIntervalMs,
    maxRetries: o.maxRetries,
    backoffBaseMs: o.backoffMs,
    timeoutMs: o.timeoutMs,
  });

@Module({
  providers: [{ provide: OpenAlexClient, inject: [APP_CONFIG], useFactory: openAlexClientOf }],
  exports: [OpenAlexClient],
})
export class OpenAlexModule {}
