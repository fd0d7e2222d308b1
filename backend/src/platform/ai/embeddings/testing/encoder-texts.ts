/** Texts and a comparison the local encoders' int specs share (each against the graph executor). */
import assert from 'node:assert/strict';
import { DIRECT_TOLERANCE, type GraphModel } from '../use-direct-encoder.js';

// Two real abstracts back to back (Vaswani et al. 2017; He et al. 2016): ~540 tokens, past the 128-token clip.
export const LONG_ABSTRACT =
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

export const TEXTS = [
  'transformer',
  'graph neural network',
  'neural networks for image recognition',
  'self supervised contrastive learning of visual representations from unlabeled images at scale',
  'Schrödinger équation: naïve café résumé über Straße — 日本語 ☃',
  ' ',
  '.',
  LONG_ABSTRACT,
];

export function maxDiff(a: ArrayLike<number>, b: ArrayLike<number>): number {
  assert.equal(a.length, b.length);
  let max = 0;
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i] - b[i]));
  return max;
}

/** `embedOne` gives the graph's vector (within DIRECT_TOLERANCE) for every text of TEXTS, the clipped long one included. */
export async function assertReproducesGraph(model: GraphModel, embedOne: (text: string) => Float32Array): Promise<void> {
  assert.ok(model.tokenizer.encode(LONG_ABSTRACT).length > 128, 'the long text is past the clip length');
  for (const text of TEXTS) {
    const [expected] = await model.embed([text]);
    const actual = embedOne(text);
    assert.ok(actual instanceof Float32Array);
    assert.equal(actual.length, 512);
    const diff = maxDiff(expected, actual);
    assert.ok(diff <= DIRECT_TOLERANCE, `${JSON.stringify(text.slice(0, 40))}: max difference ${diff}`);
  }
}
