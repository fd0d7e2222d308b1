/**
 * The VectorIndex port (docs/ARCHITECTURE.md §8): approximate nearest neighbours over unit vectors keyed
 * by string ids. The embedded adapter is an HNSW graph (usearch) kept in memory and saved beside
 * the data; a k-NN service (OpenSearch, a vector database) is another adapter of this port.
 *
 * The index is a cache of the vectors stored in PostgreSQL: `checkpoint` records how far into
 * that store it is, so a restarted process loads the file and catches up from there.
 */
export interface VectorHit {
  id: string;
  /** Cosine similarity (1 = same direction). */
  score: number;
}

export interface VectorIndex {
  /** The embedding model and dimensions the vectors belong to. */
  readonly model: string;
  readonly dimensions: number;
  /** Opaque position in the source of truth up to which the index is complete. */
  checkpoint: string;
  size(): number;
  has(id: string): boolean;
  /** Adds or replaces vectors. */
  upsert(items: readonly { id: string; vector: Float32Array }[]): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
  /** The k nearest ids, most similar first. */
  search(vector: Float32Array, k: number): Promise<VectorHit[]>;
  /** Persists the index (no-op for remote adapters). */
  save(): Promise<void>;
  close(): Promise<void>;
}
