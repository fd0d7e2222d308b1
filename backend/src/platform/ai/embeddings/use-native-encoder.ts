/**
 * The Universal Sentence Encoder lite forward pass as native code (backend/native/use-encoder.c,
 * built by `npm run build -w backend` into dist/native where a C compiler exists), on the weights
 * and tokenizer the direct encoder reads from the graph. Same network, same vectors (within
 * DIRECT_TOLERANCE, checked before use), 2–3× faster than TF.js on WebAssembly.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type GraphModel, type NativeSpec, type UseDirectEncoder, reproducesGraph } from './use-direct-encoder.js';

interface Addon {
  create(spec: NativeSpec): unknown;
  encode(handle: unknown, ids: Int32Array): Float32Array;
}

/** Where native/build.mjs puts the addon (dist/native), from dist/src/platform/ai/embeddings. */
export const NATIVE_ADDON_PATH = fileURLToPath(new URL('../../../../native/use-encoder.node', import.meta.url));

/** The built addon, or null where none was built (no compiler) or it does not load on this machine. */
export function loadNativeAddon(file = NATIVE_ADDON_PATH): Addon | null {
  if (!fs.existsSync(file)) return null;
  try {
    return createRequire(import.meta.url)(file) as Addon;
  } catch {
    return null;
  }
}

export class UseNativeEncoder {
  private readonly handle: unknown;

  constructor(
    private readonly addon: Addon,
    private readonly direct: UseDirectEncoder,
  ) {
    this.handle = addon.create(direct.nativeSpec());
  }

  /** One unit vector (Float32Array(512)) per text; a text without tokens ('') throws, as the graph does. */
  embed(texts: readonly string[]): Float32Array[] {
    return texts.map((text) => this.embedOne(text));
  }

  embedOne(text: string): Float32Array {
    const ids = this.direct.tokens(text);
    if (ids.length === 0) throw new Error('Text has no tokens to embed');
    return this.addon.encode(this.handle, Int32Array.from(ids));
  }
}

/** The native encoder if the addon was built, loads, and reproduces `model.embed`; else null. */
export async function exactNativeEncoder(model: GraphModel, direct: UseDirectEncoder, addon = loadNativeAddon()): Promise<UseNativeEncoder | null> {
  if (!addon) return null;
  try {
    const encoder = new UseNativeEncoder(addon, direct);
    return (await reproducesGraph(model, encoder)) ? encoder : null;
  } catch {
    return null; // spec rejected by the addon (another graph)
  }
}
