/** The local Universal Sentence Encoder: loads from the installed npm package (no network) in a worker thread. */
import assert from 'node:assert/strict';
import os from 'node:os';
import { after, describe, it } from 'node:test';
import { cosine } from './embedder.port.js';
import { USE_DIMENSIONS, UseEmbedder } from './use-embedder.js';

describe('UseEmbedder', () => {
  const embedder = new UseEmbedder(4);
  after(() => embedder.close());

  it('embeds texts into unit vectors of 512 dimensions, in order, across batches', async () => {
    const texts = ['convolutional networks classify photographs', 'a', 'b', 'c', 'd', ''];
    const vectors = await embedder.embed(texts);
    assert.equal(vectors.length, texts.length);
    for (const v of vectors) {
      assert.equal(v.length, USE_DIMENSIONS);
      assert.ok(Math.abs(Math.hypot(...v) - 1) < 1e-3);
    }
    const [again] = await embedder.embed([texts[0]]);
    assert.ok(cosine(again, vectors[0]) > 0.999);
  });

  it('runs the network as native code where the backend build compiled it (as it does here)', async () => {
    await embedder.embed(['warm']);
    assert.equal(embedder.engine, 'native');
  });

  it('puts paraphrases closer than unrelated topics', async () => {
    const [query, vision, galaxies, theorem] = await embedder.embed([
      'neural networks for image recognition',
      'Deep convolutional models that classify objects in photographs',
      'Star formation rates in distant galaxy clusters',
      'A proof of a conjecture on finite group representations',
    ]);
    assert.ok(cosine(query, vision) > cosine(query, galaxies) + 0.1, 'vision closer than astronomy');
    assert.ok(cosine(query, vision) > cosine(query, theorem) + 0.1, 'vision closer than algebra');
  });

  it('runs a background encoder at low priority on its own thread (Linux), leaving the process as it was', async () => {
    const background = new UseEmbedder(4, 19);
    try {
      await background.embed(['warm']);
      // Elsewhere a nice value is the whole process's, so the worker leaves it alone.
      assert.equal(background.workerNiceness, process.platform === 'linux' ? 19 : 0);
      assert.equal(os.getPriority(), 0);
      await embedder.embed(['warm']);
      assert.equal(embedder.workerNiceness, 0);
    } finally {
      await background.close();
    }
  });
});
