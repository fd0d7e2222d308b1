import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { createIndexEmbedder, createQueryEmbedder } from './create-embedder.js';
import { type Embedder, INDEX_EMBEDDER, QUERY_EMBEDDER } from './embedder.port.js';

/** Provides the Embedder port twice: QUERY_EMBEDDER (searches) and INDEX_EMBEDDER (background jobs). */
@Global()
@Module({
  providers: [
    { provide: QUERY_EMBEDDER, inject: [APP_CONFIG], useFactory: (c: AppConfig) => createQueryEmbedder(c) },
    { provide: INDEX_EMBEDDER, inject: [APP_CONFIG], useFactory: (c: AppConfig) => createIndexEmbedder(c) },
  ],
  exports: [QUERY_EMBEDDER, INDEX_EMBEDDER],
})
export class EmbeddingsModule implements OnApplicationShutdown {
  constructor(
    @Inject(QUERY_EMBEDDER) private readonly query: Embedder,
    @Inject(INDEX_EMBEDDER) private readonly index: Embedder,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.query.close(), this.index.close()]);
  }
}
