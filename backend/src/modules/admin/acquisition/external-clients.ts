/** The arXiv clients the acquisition context uses, built from config (one gate per client, per process). */
import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/config.js';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import { ArxivApiClient } from '../../../platform/external/arxiv/arxiv-api.client.js';
import { OaiPmhClient } from '../../../platform/external/arxiv/oai-pmh.client.js';

export const externalClientProviders: Provider[] = [
  {
    provide: ArxivApiClient,
    inject: [APP_CONFIG],
    useFactory: ({ acquisition: a }: AppConfig) =>
      new ArxivApiClient({
        baseUrl: a.arxivApiUrl,
        minIntervalMs: a.arxivMinIntervalMs,
        maxRetries: a.arxivMaxRetries,
        backoffBaseMs: a.arxivBackoffMs,
      }),
  },
  {
    provide: OaiPmhClient,
    inject: [APP_CONFIG],
    useFactory: ({ acquisition: a }: AppConfig) =>
      new OaiPmhClient({
        baseUrl: a.oaiPmhUrl,
        minIntervalMs: a.oaiMinIntervalMs,
        maxRetries: a.oaiMaxRetries,
        backoffBaseMs: a.oaiBackoffMs,
      }),
  },
];
