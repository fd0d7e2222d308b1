/** An Embedder decorator keeping the most recent query vectors in memory (LRU); nothing is written to disk. */
import type { Embedder } from './embedder.port.js';

export class MemoEmbedder implements Embedder {
  private readonly memo = new Map<string, Float32Array>();

  constructor(
    private readonly inner: Embedder,
    private readonly capacity = 2000,
  ) {}

  get model(): string {
    return this.inner.model;
  }

  get dimensions(): number {
    return this.inner.dimensions;
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const missing = [...new Set(texts.filter((t) => !this.memo.has(t)))];
    if (missing.length > 0) {
      const vectors = await this.inner.embed(missing);
      for (const [i, t] of missing.entries()) this.memo.set(t, vectors[i]);
      while (this.memo.size > this.capacity) this.memo.delete(this.memo.keys().next().value!);
    }
    return texts.map((t) => {
      const v = this.memo.get(t)!;
      this.memo.delete(t); // refresh recency
      this.memo.set(t, v);
      return v;
    });
  }

  async close(): Promise<void> {
    await this.inner.close();
  }
}
