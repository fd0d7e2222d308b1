/**
 * VectorIndex on usearch's HNSW (native prebuilt binary shipped in the npm package). The graph
 * lives in memory; `save` writes `<file>` and a `<file>.json` sidecar (model, dimensions,
 * checkpoint, and the string id of every numeric key) atomically, and `open` reloads them when
 * they match the expected model and dimensions, else starts empty.
 */
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import usearch from 'usearch';
import type { VectorHit, VectorIndex } from './vector-index.port.js';

export type Quantization = 'f32' | 'f16' | 'i8';

const SCALARS = { f32: usearch.ScalarKind.F32, f16: usearch.ScalarKind.F16, i8: usearch.ScalarKind.I8 } as const;

export interface UsearchOptions {
  model: string;
  dimensions: number;
  /** Where the index is saved; null keeps it in memory only. */
  file: string | null;
  quantization?: Quantization;
  /** HNSW edges per node (M), and the beam widths when adding and searching. */
  connectivity?: number;
  expansionAdd?: number;
  expansionSearch?: number;
  /** Threads for bulk adds (0 = all cores). */
  threads?: number;
}

interface Sidecar {
  model: string;
  dimensions: number;
  quantization: Quantization;
  checkpoint: string;
  ids: (string | null)[];
}

export class UsearchVectorIndex implements VectorIndex {
  readonly model: string;
  readonly dimensions: number;
  checkpoint = '0';
  private index: InstanceType<typeof usearch.Index>;
  /** keys[k] = id of numeric key k (null once removed); byId the reverse. */
  private ids: (string | null)[] = [];
  private readonly byId = new Map<string, number>();
  private dirty = false;

  private constructor(private readonly options: UsearchOptions) {
    this.model = options.model;
    this.dimensions = options.dimensions;
    this.index = this.newIndex();
  }

  private newIndex(): InstanceType<typeof usearch.Index> {
    return new usearch.Index({
      dimensions: this.options.dimensions,
      metric: usearch.MetricKind.Cos,
      quantization: SCALARS[this.options.quantization ?? 'f32'],
      connectivity: this.options.connectivity ?? 16,
      expansion_add: this.options.expansionAdd ?? 128,
      expansion_search: this.options.expansionSearch ?? 256,
      multi: false,
    });
  }

  /** Loads the saved index when it matches `options` (model, dimensions, quantization), else an empty one. */
  static async open(options: UsearchOptions): Promise<{ index: UsearchVectorIndex; loaded: boolean; reason: string }> {
    const index = new UsearchVectorIndex(options);
    if (!options.file) return { index, loaded: false, reason: 'in memory' };
    if (!existsSync(options.file) || !existsSync(`${options.file}.json`)) return { index, loaded: false, reason: 'no saved index' };
    try {
      const sidecar = JSON.parse(await fs.readFile(`${options.file}.json`, 'utf8')) as Sidecar;
      if (sidecar.model !== options.model || sidecar.dimensions !== options.dimensions || sidecar.quantization !== (options.quantization ?? 'f32')) {
        return { index, loaded: false, reason: `saved index is for ${sidecar.model}/${sidecar.dimensions}/${sidecar.quantization}` };
      }
      index.index.load(options.file);
      const live = sidecar.ids.filter((id) => id !== null).length;
      if (index.index.size() !== live) {
        index.index = index.newIndex();
        return { index, loaded: false, reason: `saved index has ${index.index.size()} vectors, its sidecar ${live}` };
      }
      index.ids = sidecar.ids;
      sidecar.ids.forEach((id, key) => {
        if (id !== null) index.byId.set(id, key);
      });
      index.checkpoint = sidecar.checkpoint;
      return { index, loaded: true, reason: `loaded ${live} vectors` };
    } catch (err) {
      index.index = index.newIndex();
      return { index, loaded: false, reason: `saved index unreadable: ${(err as Error).message}` };
    }
  }

  size(): number {
    return this.byId.size;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  async upsert(items: readonly { id: string; vector: Float32Array }[]): Promise<void> {
    if (items.length === 0) return;
    // Last write wins within a batch.
    const latest = new Map<string, Float32Array>();
    for (const item of items) {
      if (item.vector.length !== this.dimensions) throw new Error(`Vector of ${item.vector.length} dimensions for an index of ${this.dimensions}`);
      latest.set(item.id, item.vector);
    }
    // No await from here on: two upserts of the same id must not interleave (a replaced key would leak).
    this.removeNow([...latest.keys()]);
    const keys = new BigUint64Array(latest.size);
    const matrix = new Float32Array(latest.size * this.dimensions);
    let i = 0;
    for (const [id, vector] of latest) {
      const key = this.ids.length;
      this.ids.push(id);
      this.byId.set(id, key);
      keys[i] = BigInt(key);
      matrix.set(vector, i * this.dimensions);
      i++;
    }
    if (keys.length === 1) this.index.add(keys[0], matrix);
    else this.index.add(keys, matrix, this.options.threads ?? 0);
    this.dirty = true;
  }

  async remove(ids: readonly string[]): Promise<void> {
    this.removeNow(ids);
  }

  private removeNow(ids: readonly string[]): void {
    for (const id of ids) {
      const key = this.byId.get(id);
      if (key === undefined) continue;
      this.index.remove(BigInt(key));
      this.ids[key] = null;
      this.byId.delete(id);
      this.dirty = true;
    }
  }

  async search(vector: Float32Array, k: number): Promise<VectorHit[]> {
    if (this.byId.size === 0 || k <= 0) return [];
    const found = this.index.search(vector, Math.min(k, this.byId.size), 1) as InstanceType<typeof usearch.Matches>;
    const hits: VectorHit[] = [];
    for (let i = 0; i < found.keys.length; i++) {
      const id = this.ids[Number(found.keys[i])];
      // Cosine distance is 1 - similarity.
      if (id) hits.push({ id, score: 1 - found.distances[i] });
    }
    return hits;
  }

  get isDirty(): boolean {
    return this.dirty;
  }

  async save(): Promise<void> {
    const file = this.options.file;
    if (!file || !this.dirty) return;
    await fs.mkdir(path.dirname(file), { recursive: true });
    const sidecar: Sidecar = {
      model: this.model,
      dimensions: this.dimensions,
      quantization: this.options.quantization ?? 'f32',
      checkpoint: this.checkpoint,
      ids: this.ids,
    };
    this.dirty = false;
    const tmp = `${file}.${process.pid}.tmp`;
    this.index.save(tmp);
    await fs.writeFile(`${tmp}.json`, JSON.stringify(sidecar));
    await fs.rename(tmp, file);
    await fs.rename(`${tmp}.json`, `${file}.json`);
  }

  async close(): Promise<void> {}
}
