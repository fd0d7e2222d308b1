/** Vector arithmetic of a reading profile (unit vectors in, unit vectors out). */

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** The normalised mean of the vectors: the direction the user reads in. */
export function meanDirection(vectors: readonly Float32Array[]): Float32Array {
  const mean = new Float32Array(vectors[0].length);
  for (const v of vectors) for (let i = 0; i < v.length; i++) mean[i] += v[i];
  const norm = Math.hypot(...mean);
  if (norm > 0) for (let i = 0; i < mean.length; i++) mean[i] /= norm;
  return mean;
}
