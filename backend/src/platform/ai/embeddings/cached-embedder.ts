/**
 * An Embedder decorator that remembers vectors by text in an append-only file under DATA_DIR
 * (`embeddings-cache/<model>.vec`: records of a 16-byte text hash followed by the vector). The
 * same text is never embedded twice by this machine: rebuilding the database, re-importing the
 * corpus, tests and benchmarks reuse vectors computed before. A torn last record is ignored.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Embedder } from './embedder.port.js';

const KEY_BYTES = 16;

export class CachedEmbedder implements Embedder {
  private cache: Map<string, Float32Array> | null = null;
  readonly file: string;
  hits = 0;
  misses = 0;

  constructor(
    private readonly inner: Embedder,
    dir: string,
  ) {
    this.file = path.join(dir, `${inner.model.replace(/[^A-Za-z0-9._-]+/g, '_')}.vec`);
  }

  get model(): string {
    return this.inner.model;
  }

  get dimensions(): number {
    return this.inner.dimensions;
  }

  private load(): Map<string, Float32Array> {
    if (this.cache) return this.cache;
    const cache = new Map<string, Float32Array>();
    const record = KEY_BYTES + this.dimensions * 4;
    try {
      const buf = fs.readFileSync(this.file);
      for (let off = 0; off + record <= buf.length; off += record) {
        const key = buf.subarray(off, off + KEY_BYTES).toString('hex');
        const v = new Float32Array(this.dimensions);
        Buffer.from(v.buffer).set(buf.subarray(off + KEY_BYTES, off + record));
        cache.set(key, v);
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    this.cache = cache;
    return cache;
  }

  private keyOf(text: string): string {
    return createHash('sha256').update(this.model).update('\0').update(text).digest().subarray(0, KEY_BYTES).toString('hex');
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const cache = this.load();
    const keys = texts.map((t) => this.keyOf(t));
    const missing: number[] = [];
    keys.forEach((k, i) => {
      if (!cache.has(k) && !missing.some((j) => keys[j] === k)) missing.push(i);
    });
    this.hits += texts.length - missing.length;
    this.misses += missing.length;
    if (missing.length > 0) {
      const vectors = await this.inner.embed(missing.map((i) => texts[i]));
      const chunks: Buffer[] = [];
      missing.forEach((i, j) => {
        cache.set(keys[i], vectors[j]);
        chunks.push(Buffer.from(keys[i], 'hex'), Buffer.from(vectors[j].buffer, vectors[j].byteOffset, vectors[j].byteLength));
      });
      try {
        fs.mkdirSync(path.dirname(this.file), { recursive: true });
        // One write per batch with O_APPEND: concurrent processes append whole batches.
        fs.appendFileSync(this.file, Buffer.concat(chunks));
      } catch {
        // A read-only or full disk only costs recomputation later.
      }
    }
    return keys.map((k) => Float32Array.from(cache.get(k)!));
  }

  async close(): Promise<void> {
    await this.inner.close();
  }
}
