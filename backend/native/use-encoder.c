/*
 * The Universal Sentence Encoder lite forward pass in C, as a Node-API addon: the same network as
 * use-direct-encoder.ts (read that file for the graph it follows), on the same weights, in the
 * same order of operations, compiled to native vector code.
 *
 * Why: a query's embedding is on the critical path of every cold hybrid search. TF.js on
 * WebAssembly runs it as ~100 kernels, 4-bit-wide SIMD without fused multiply-add, ~4-6 ms for a
 * short query on these cores; here the ~5 M multiply-adds a token are 8-wide FMA loops over
 * weights kept in native memory. use-native-encoder.ts checks its vectors against the graph
 * before using it, so a wrong build can only ever be a slower fallback, never other vectors.
 *
 * Interface (called from the embedder's worker thread only):
 *   create(spec)          -> handle; spec: { dims, layers, weights } (see use-native-encoder.ts)
 *   encode(handle, ids)   -> Float32Array, the unit vector for one text's token ids
 */
#include <math.h>
#include <stdio.h>
#include <node_api.h>
#include <stdlib.h>
#include <string.h>

/* 8-wide FMA code on x86-64 CPUs that have it (chosen at load time), baseline SSE2 otherwise. */
#if defined(__x86_64__) && defined(__linux__) && defined(__GNUC__)
#define VECTOR_CLONES __attribute__((target_clones("arch=x86-64-v3", "default")))
#else
#define VECTOR_CLONES
#endif

typedef struct {
  int in, q, k, v, out, ffn; /* widths: layer input, q/k/v splits, attention output, FFN hidden */
  float scale;               /* 1/sqrt(depth per head), applied to q */
  float *ln1_scale, *ln1_bias, *qkv, *qkv_bias, *attn_out, *attn_out_bias;
  float *ln2_scale, *ln2_bias, *conv1, *conv1_bias, *conv2, *conv2_bias;
  float *residual, *residual_bias; /* AdjustResidualInput (layer 0 only: in != out), else NULL */
} Layer;

typedef struct {
  int vocab, embed, max_length, heads, hidden_width, layer_count;
  float epsilon, l2_epsilon;
  float *embeddings, *timing, *hidden, *hidden_bias;
  Layer layers[2];
} Encoder;

/* Eight floats in a vector register (AVX on x86-64-v3, two SSE/NEON registers elsewhere); any alignment. */
typedef float v8 __attribute__((vector_size(32), aligned(4)));

/*
 * y[i..i+T, c..c+16] = x[i..i+T, :] · w[:, c..c+16] for a tile of T tokens, in registers: each
 * weight row segment is loaded once per tile and each x value broadcast once. A short tile also
 * splits the rows into U interleaved phases, summed at the end, so that at least 8 independent
 * multiply-add chains are in flight: with one chain pair per token, the last 1–3 tokens of a query
 * ran one token at a time, each waiting on the previous multiply-add (a 6-token query took 2× as
 * long as a 4-token one; now 1.55×, and a 2-token query as long as a 4-token one, the weights'
 * memory traffic being the floor).
 */
#define TILE(T, U)                                                                                     \
  static inline __attribute__((always_inline)) void tile##T(const float *restrict x, int i, int rows,  \
                                                            const float *restrict w, int cols, int c,  \
                                                            float *restrict y) {                       \
    v8 acc[U][T][2] = {{{{0}}}};                                                                       \
    const float *restrict strip = w + (size_t)c * rows;                                                \
    int r = 0;                                                                                         \
    for (; r + U <= rows; r += U)                                                                      \
      _Pragma("GCC unroll 4") for (int u = 0; u < U; u++) {                                            \
        const v8 w0 = *(const v8 *)(strip + (size_t)(r + u) * 16), w1 = *(const v8 *)(strip + (size_t)(r + u) * 16 + 8); \
        _Pragma("GCC unroll 4") for (int t = 0; t < T; t++) {                                          \
          const float a = x[(size_t)(i + t) * rows + r + u];                                           \
          acc[u][t][0] += a * w0;                                                                      \
          acc[u][t][1] += a * w1;                                                                      \
        }                                                                                              \
      }                                                                                                \
    for (; r < rows; r++) {                                                                            \
      const v8 w0 = *(const v8 *)(strip + (size_t)r * 16), w1 = *(const v8 *)(strip + (size_t)r * 16 + 8); \
      _Pragma("GCC unroll 4") for (int t = 0; t < T; t++) {                                            \
        const float a = x[(size_t)(i + t) * rows + r];                                                 \
        acc[0][t][0] += a * w0;                                                                        \
        acc[0][t][1] += a * w1;                                                                        \
      }                                                                                                \
    }                                                                                                  \
    for (int u = 1; u < U; u++)                                                                        \
      for (int t = 0; t < T; t++) acc[0][t][0] += acc[u][t][0], acc[0][t][1] += acc[u][t][1];          \
    for (int t = 0; t < T; t++) {                                                                      \
      *(v8 *)(y + (size_t)(i + t) * cols + c) = acc[0][t][0];                                          \
      *(v8 *)(y + (size_t)(i + t) * cols + c + 8) = acc[0][t][1];                                      \
    }                                                                                                  \
  }
TILE(4, 1)
TILE(3, 2)
TILE(2, 2)
TILE(1, 4)

/*
 * y[n, cols] = x[n, rows] · w[rows, cols] + bias, w packed by `pack` (cols a multiple of 16).
 * Column strips outside, token tiles inside: a strip of w (rows × 16 floats, 32 KB at 512 rows,
 * contiguous) comes from memory once and from L1 for the other tiles; the tokens past the last
 * full tile of 4 are one tile of their own.
 */
VECTOR_CLONES static void affine(const float *restrict x, int n, int rows, const float *restrict w, int cols,
                                 const float *restrict bias, float *restrict y) {
  for (int c = 0; c < cols; c += 16) {
    int i = 0;
    for (; i + 4 <= n; i += 4) tile4(x, i, rows, w, cols, c, y);
    switch (n - i) {
      case 3: tile3(x, i, rows, w, cols, c, y); break;
      case 2: tile2(x, i, rows, w, cols, c, y); break;
      case 1: tile1(x, i, rows, w, cols, c, y); break;
    }
  }
  for (int i = 0; i < n; i++)
    for (int c = 0; c < cols; c++) y[(size_t)i * cols + c] += bias[c];
}

/*
 * Reorders a row-major matrix [rows, cols] into strips of 16 columns, each [rows, 16] and
 * contiguous, so `affine` reads a strip as one sequential run (prefetched, a few pages) instead of
 * one cache line in every row (a page apart in the wider matrices).
 */
static float *pack(const float *w, size_t rows, size_t cols) {
  float *packed = malloc(sizeof(float) * rows * cols);
  if (!packed) return NULL;
  for (size_t c = 0; c < cols; c += 16)
    for (size_t r = 0; r < rows; r++) memcpy(packed + c * rows + r * 16, w + r * cols + c, sizeof(float) * 16);
  return packed;
}

/* scale·rsqrt(var + ε)·(x − mean) + bias over each row, as the graph's layer_norm. */
static void layer_norm(const float *x, int n, int width, const float *scale, const float *bias, float epsilon, float *y) {
  for (int i = 0; i < n; i++) {
    const float *xi = x + (size_t)i * width;
    float *yi = y + (size_t)i * width;
    float mean = 0;
    for (int c = 0; c < width; c++) mean += xi[c];
    mean /= width;
    float variance = 0;
    for (int c = 0; c < width; c++) {
      yi[c] = xi[c] - mean;
      variance += yi[c] * yi[c];
    }
    variance /= width;
    const float r = 1.0f / sqrtf(variance + epsilon);
    for (int c = 0; c < width; c++) yi[c] = scale[c] * r * yi[c] + bias[c];
  }
}

/* Adds the layer's multi-head self-attention of x [n, in] to acc [n, out]. */
static void attention(const Encoder *e, const Layer *l, const float *x, int n, float *acc, float *scratch) {
  const int qkv_width = l->q + l->k + l->v, h_count = e->heads;
  const int dq = l->q / h_count, dv = l->v / h_count;
  float *normed = scratch, *qkv = normed + (size_t)n * l->in, *combined = qkv + (size_t)n * qkv_width;
  float *weights = combined + (size_t)n * l->v, *projected = weights + n;
  layer_norm(x, n, l->in, l->ln1_scale, l->ln1_bias, e->epsilon, normed);
  affine(normed, n, l->in, l->qkv, qkv_width, l->qkv_bias, qkv);
  for (int h = 0; h < h_count; h++) {
    for (int i = 0; i < n; i++) {
      const float *qi = qkv + (size_t)i * qkv_width + h * dq;
      float max = -INFINITY;
      for (int j = 0; j < n; j++) {
        const float *kj = qkv + (size_t)j * qkv_width + l->q + h * dq;
        float s = 0;
        for (int d = 0; d < dq; d++) s += (qi[d] * l->scale) * kj[d];
        weights[j] = s;
        if (s > max) max = s;
      }
      float sum = 0;
      for (int j = 0; j < n; j++) sum += (weights[j] = expf(weights[j] - max));
      float *out = combined + (size_t)i * l->v + h * dv;
      for (int d = 0; d < dv; d++) out[d] = 0;
      for (int j = 0; j < n; j++) {
        const float w = weights[j] / sum;
        const float *vj = qkv + (size_t)j * qkv_width + l->q + l->k + h * dv;
        for (int d = 0; d < dv; d++) out[d] += w * vj[d];
      }
    }
  }
  affine(combined, n, l->v, l->attn_out, l->out, l->attn_out_bias, projected);
  for (size_t i = 0; i < (size_t)n * l->out; i++) acc[i] += projected[i];
}

/* Adds the layer's feed-forward block of x [n, out] to x itself. */
static void feed_forward(const Encoder *e, const Layer *l, float *x, int n, float *scratch) {
  float *normed = scratch, *hidden = normed + (size_t)n * l->out, *y = hidden + (size_t)n * l->ffn;
  layer_norm(x, n, l->out, l->ln2_scale, l->ln2_bias, e->epsilon, normed);
  affine(normed, n, l->out, l->conv1, l->ffn, l->conv1_bias, hidden);
  for (size_t i = 0; i < (size_t)n * l->ffn; i++) hidden[i] = hidden[i] > 0 ? hidden[i] : 0;
  affine(hidden, n, l->ffn, l->conv2, l->out, l->conv2_bias, y);
  for (size_t i = 0; i < (size_t)n * l->out; i++) x[i] = y[i] + x[i];
}

/* The unit vector for `n` token ids (already clipped to max_length); 0 on success. */
static int encode(const Encoder *e, const int32_t *ids, int n, float *result) {
  int widest = e->embed;
  for (int li = 0; li < e->layer_count; li++) {
    const Layer *l = &e->layers[li];
    const int w = l->in + l->q + l->k + 2 * l->v + l->out + l->ffn;
    if (w > widest) widest = w;
  }
  /* x and next: the residual stream before and after a layer; scratch: a layer's intermediates. */
  float *block = malloc(sizeof(float) * (3 * (size_t)n * widest + (size_t)n + 2 * (size_t)e->hidden_width));
  if (!block) return 1;
  float *x = block, *next = x + (size_t)n * widest, *scratch = next + (size_t)n * widest;
  for (int i = 0; i < n; i++) {
    const float *t = e->embeddings + (size_t)ids[i] * e->embed, *s = e->timing + (size_t)i * e->embed;
    for (int c = 0; c < e->embed; c++) x[(size_t)i * e->embed + c] = t[c] + (t[c] + s[c]); /* embeddings added twice */
  }
  for (int li = 0; li < e->layer_count; li++) {
    const Layer *l = &e->layers[li];
    if (l->residual) affine(x, n, l->in, l->residual, l->out, l->residual_bias, next);
    else memcpy(next, x, sizeof(float) * (size_t)n * l->out);
    attention(e, l, x, n, next, scratch);
    feed_forward(e, l, next, n, scratch);
    float *swap = x;
    x = next;
    next = swap;
  }
  const int width = e->layers[e->layer_count - 1].out;
  float *mean = scratch, *h = mean + width;
  for (int c = 0; c < width; c++) mean[c] = 0;
  for (int i = 0; i < n; i++)
    for (int c = 0; c < width; c++) mean[c] += x[(size_t)i * width + c];
  for (int c = 0; c < width; c++) mean[c] /= n;
  affine(mean, 1, width, e->hidden, e->hidden_width, e->hidden_bias, h);
  float squares = 0;
  for (int c = 0; c < e->hidden_width; c++) {
    h[c] = tanhf(h[c]);
    squares += h[c] * h[c];
  }
  const float r = 1.0f / sqrtf(squares > e->l2_epsilon ? squares : e->l2_epsilon);
  for (int c = 0; c < e->hidden_width; c++) result[c] = h[c] * r;
  free(block);
  return 0;
}

/* ---- Node-API glue ---- */

#define CHECK(call)                                                   \
  do {                                                                \
    if ((call) != napi_ok) {                                          \
      napi_throw_error(env, NULL, "use-encoder: Node-API call failed"); \
      return NULL;                                                    \
    }                                                                 \
  } while (0)

static napi_value fail(napi_env env, const char *message) {
  napi_throw_error(env, NULL, message);
  return NULL;
}

/*
 * A copy of spec.weights[name], which must be a Float32Array of exactly `length` values; a matrix
 * (`cols` > 0, a multiple of 16) is packed for `affine`.
 */
static float *weight(napi_env env, napi_value weights, const char *name, size_t length, size_t cols, int *error) {
  napi_value value;
  napi_typedarray_type type;
  size_t count;
  void *data;
  bool has = false;
  if (*error || napi_has_named_property(env, weights, name, &has) != napi_ok || !has ||
      napi_get_named_property(env, weights, name, &value) != napi_ok ||
      napi_get_typedarray_info(env, value, &type, &count, &data, NULL, NULL) != napi_ok || type != napi_float32_array ||
      count != length) {
    if (!*error) {
      char message[160];
      snprintf(message, sizeof message, "use-encoder: weight %s missing or not %zu float32 values", name, length);
      napi_throw_error(env, NULL, message);
    }
    *error = 1;
    return NULL;
  }
  if (cols % 16) {
    *error = 1;
    napi_throw_error(env, NULL, "use-encoder: a matrix width is not a multiple of 16");
    return NULL;
  }
  float *copy = cols ? pack(data, length / cols, cols) : malloc(sizeof(float) * length);
  if (!copy) {
    *error = 1;
    napi_throw_error(env, NULL, "use-encoder: out of memory");
    return NULL;
  }
  if (!cols) memcpy(copy, data, sizeof(float) * length);
  return copy;
}

static int number(napi_env env, napi_value object, const char *name, double *out) {
  napi_value value;
  return napi_get_named_property(env, object, name, &value) == napi_ok && napi_get_value_double(env, value, out) == napi_ok ? 0 : 1;
}

static void release(napi_env env, void *data, void *hint) {
  (void)env;
  (void)hint;
  Encoder *e = data;
  free(e->embeddings);
  free(e->timing);
  free(e->hidden);
  free(e->hidden_bias);
  for (int li = 0; li < 2; li++) {
    Layer *l = &e->layers[li];
    float *all[] = {l->ln1_scale, l->ln1_bias, l->qkv, l->qkv_bias, l->attn_out, l->attn_out_bias, l->ln2_scale,
                    l->ln2_bias, l->conv1, l->conv1_bias, l->conv2, l->conv2_bias, l->residual, l->residual_bias};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) free(all[i]);
  }
  free(e);
}

static napi_value create(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value spec, dims, layers, weights;
  CHECK(napi_get_cb_info(env, info, &argc, &spec, NULL, NULL));
  if (argc < 1) return fail(env, "use-encoder: create(spec) needs a spec");
  CHECK(napi_get_named_property(env, spec, "dims", &dims));
  CHECK(napi_get_named_property(env, spec, "layers", &layers));
  CHECK(napi_get_named_property(env, spec, "weights", &weights));
  Encoder *e = calloc(1, sizeof(Encoder));
  if (!e) return fail(env, "use-encoder: out of memory");
  double vocab, embed, max_length, heads, hidden_width, epsilon, l2_epsilon;
  uint32_t layer_count = 0;
  if (number(env, dims, "vocab", &vocab) || number(env, dims, "embed", &embed) || number(env, dims, "maxLength", &max_length) ||
      number(env, dims, "heads", &heads) || number(env, dims, "hiddenWidth", &hidden_width) || number(env, dims, "epsilon", &epsilon) ||
      number(env, dims, "l2Epsilon", &l2_epsilon) || napi_get_array_length(env, layers, &layer_count) != napi_ok || layer_count < 1 ||
      layer_count > 2 || heads < 1) {
    free(e);
    return fail(env, "use-encoder: spec.dims or spec.layers malformed");
  }
  e->vocab = (int)vocab, e->embed = (int)embed, e->max_length = (int)max_length, e->heads = (int)heads;
  e->hidden_width = (int)hidden_width, e->epsilon = (float)epsilon, e->l2_epsilon = (float)l2_epsilon;
  e->layer_count = (int)layer_count;
  int error = 0;
  e->embeddings = weight(env, weights, "embeddings", (size_t)e->vocab * e->embed, 0, &error);
  e->timing = weight(env, weights, "timing", (size_t)e->max_length * e->embed, 0, &error);
  int width = e->embed;
  for (uint32_t li = 0; li < layer_count && !error; li++) {
    napi_value ld;
    Layer *l = &e->layers[li];
    double in, q, k, v, out, ffn, scale;
    if (napi_get_element(env, layers, li, &ld) != napi_ok || number(env, ld, "in", &in) || number(env, ld, "q", &q) ||
        number(env, ld, "k", &k) || number(env, ld, "v", &v) || number(env, ld, "out", &out) || number(env, ld, "ffn", &ffn) ||
        number(env, ld, "scale", &scale) || (int)in != width || (int)q != (int)k || (int)q % e->heads || (int)v % e->heads) {
      error = 1;
      napi_throw_error(env, NULL, "use-encoder: spec.layers entry malformed");
      break;
    }
    l->in = (int)in, l->q = (int)q, l->k = (int)k, l->v = (int)v, l->out = (int)out, l->ffn = (int)ffn, l->scale = (float)scale;
    char name[32];
#define W(field, suffix, length, cols) \
    (snprintf(name, sizeof name, "l%u.%s", li, suffix), l->field = weight(env, weights, name, (size_t)(length), (size_t)(cols), &error))
    W(ln1_scale, "ln1Scale", l->in, 0);
    W(ln1_bias, "ln1Bias", l->in, 0);
    W(qkv, "qkv", (size_t)l->in * (l->q + l->k + l->v), l->q + l->k + l->v);
    W(qkv_bias, "qkvBias", l->q + l->k + l->v, 0);
    W(attn_out, "out", (size_t)l->v * l->out, l->out);
    W(attn_out_bias, "outBias", l->out, 0);
    W(ln2_scale, "ln2Scale", l->out, 0);
    W(ln2_bias, "ln2Bias", l->out, 0);
    W(conv1, "conv1", (size_t)l->out * l->ffn, l->ffn);
    W(conv1_bias, "conv1Bias", l->ffn, 0);
    W(conv2, "conv2", (size_t)l->ffn * l->out, l->out);
    W(conv2_bias, "conv2Bias", l->out, 0);
    if (l->in != l->out) {
      W(residual, "residual", (size_t)l->in * l->out, l->out);
      W(residual_bias, "residualBias", l->out, 0);
    }
#undef W
    width = l->out;
  }
  if (!error) {
    e->hidden = weight(env, weights, "hidden", (size_t)width * e->hidden_width, e->hidden_width, &error);
    e->hidden_bias = weight(env, weights, "hiddenBias", e->hidden_width, 0, &error);
  }
  if (error) {
    release(env, e, NULL);
    return NULL; /* an exception is pending */
  }
  napi_value handle;
  if (napi_create_external(env, e, release, NULL, &handle) != napi_ok) {
    release(env, e, NULL);
    return fail(env, "use-encoder: could not wrap the encoder");
  }
  return handle;
}

static napi_value encode_ids(napi_env env, napi_callback_info info) {
  size_t argc = 2;
  napi_value args[2];
  Encoder *e;
  napi_typedarray_type type;
  size_t count;
  void *data;
  CHECK(napi_get_cb_info(env, info, &argc, args, NULL, NULL));
  if (argc < 2 || napi_get_value_external(env, args[0], (void **)&e) != napi_ok) return fail(env, "use-encoder: encode(handle, ids)");
  if (napi_get_typedarray_info(env, args[1], &type, &count, &data, NULL, NULL) != napi_ok || type != napi_int32_array)
    return fail(env, "use-encoder: ids must be an Int32Array");
  const int32_t *ids = data;
  if (count == 0 || count > (size_t)e->max_length) return fail(env, "use-encoder: ids must hold 1 to max_length tokens");
  for (size_t i = 0; i < count; i++)
    if (ids[i] < 0 || ids[i] >= e->vocab) return fail(env, "use-encoder: token id out of the vocabulary");
  napi_value buffer, result;
  void *out;
  CHECK(napi_create_arraybuffer(env, sizeof(float) * e->hidden_width, &out, &buffer));
  if (encode(e, ids, (int)count, out)) return fail(env, "use-encoder: out of memory");
  CHECK(napi_create_typedarray(env, napi_float32_array, e->hidden_width, buffer, 0, &result));
  return result;
}

NAPI_MODULE_INIT() {
  napi_value fn;
  napi_create_function(env, "create", NAPI_AUTO_LENGTH, create, NULL, &fn);
  napi_set_named_property(env, exports, "create", fn);
  napi_create_function(env, "encode", NAPI_AUTO_LENGTH, encode_ids, NULL, &fn);
  napi_set_named_property(env, exports, "encode", fn);
  return exports;
}
