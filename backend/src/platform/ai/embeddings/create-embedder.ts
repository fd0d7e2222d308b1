/** Picks the Embedder adapter from configuration: the local encoder unless EMBEDDINGS_MODEL=openai. */
import path from 'node:path';
import type { AppConfig } from '../../config/config.js';
import { CachedEmbedder } from './cached-embedder.js';
import type { Embedder } from './embedder.port.js';
import { MemoEmbedder } from './memo-embedder.js';
import { OpenAiEmbedder } from './openai-embedder.js';
import { UseEmbedder } from './use-embedder.js';

function baseEmbedder(config: AppConfig): Embedder {
  if (config.search.embeddingsModel === 'openai') {
    if (!config.openai.apiKey) throw new Error('EMBEDDINGS_MODEL=openai needs OPENAI_API_KEY');
    return new OpenAiEmbedder({
      apiKey: config.openai.apiKey,
      baseUrl: config.openai.baseUrl,
      model: config.search.openaiEmbeddingsModel,
      dimensions: config.search.openaiEmbeddingsDimensions,
    });
  }
  return new UseEmbedder();
}

/** For background indexing: remembers vectors by text on disk (DATA_DIR/embeddings-cache) unless EMBEDDINGS_CACHE=false. */
export function createIndexEmbedder(config: AppConfig): Embedder {
  const embedder = baseEmbedder(config);
  return config.search.embeddingsCache ? new CachedEmbedder(embedder, path.join(config.search.dataDir, 'embeddings-cache')) : embedder;
}

/** For queries: its own adapter instance (so a busy indexing batch never delays a query) with an in-memory LRU. */
export function createQueryEmbedder(config: AppConfig): Embedder {
  return new MemoEmbedder(baseEmbedder(config));
}
