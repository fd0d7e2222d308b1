/** Picks the Embedder adapter from configuration: the local encoder unless EMBEDDINGS_MODEL=openai. */
import path from 'node:path';
import type { AppConfig } from '../../config/config.js';
import { CachedEmbedder } from './cached-embedder.js';
import type { Embedder } from './embedder.port.js';
import { MemoEmbedder } from './memo-embedder.js';
import { OpenAiEmbedder } from './openai-embedder.js';
import { UseEmbedder } from './use-embedder.js';

/**
 * The background encoder's nice value: the lowest priority, so embedding the backlog takes the
 * cores searches leave idle (cold hybrid searches at 33k while it embedded abstracts nonstop, p50 /
 * p95 ms: 13.6 / 21.9 and 12.8 / 21.8 at nice 0, 13.0 / 18.7 and 11.8 / 19.7 at 19, at the same
 * ~25 abstracts/s). The query encoder keeps normal priority: niced, it did not speed up the
 * lexical ranking it runs beside.
 */
const BACKGROUND_NICENESS = 19;

function baseEmbedder(config: AppConfig, niceness: number): Embedder {
  if (config.search.embeddingsModel === 'openai') {
    if (!config.openai.apiKey) throw new Error('EMBEDDINGS_MODEL=openai needs OPENAI_API_KEY');
    return new OpenAiEmbedder({
      apiKey: config.openai.apiKey,
      baseUrl: config.openai.baseUrl,
      model: config.search.openaiEmbeddingsModel,
      dimensions: config.search.openaiEmbeddingsDimensions,
    });
  }
  return new UseEmbedder(16, niceness);
}

/** For background indexing: remembers vectors by text on disk (DATA_DIR/embeddings-cache) unless EMBEDDINGS_CACHE=false. */
export function createIndexEmbedder(config: AppConfig): Embedder {
  const embedder = baseEmbedder(config, BACKGROUND_NICENESS);
  return config.search.embeddingsCache ? new CachedEmbedder(embedder, path.join(config.search.dataDir, 'embeddings-cache')) : embedder;
}

/** For queries: its own adapter instance (so a busy indexing batch never delays a query) with an in-memory LRU. */
export function createQueryEmbedder(config: AppConfig): Embedder {
  return new MemoEmbedder(baseEmbedder(config, 0));
}
