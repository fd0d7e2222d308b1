/** backend/native/build.mjs: compiles the native encoder where a C compiler exists, and is optional where none does. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadNativeAddon } from './use-native-encoder.js';

// From dist/src/platform/ai/embeddings to backend/native.
const BUILD = fileURLToPath(new URL('../../../../../native/build.mjs', import.meta.url));

describe('native encoder build', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'native-build-'));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const build = (output: string, env: NodeJS.ProcessEnv = {}) =>
    spawnSync(process.execPath, [BUILD, output], { env: { ...process.env, ...env }, encoding: 'utf8' });

  it('compiles a loadable addon with the C compiler', () => {
    const output = path.join(dir, 'built', 'use-encoder.node');
    const result = build(output);
    assert.equal(result.status, 0, result.stderr);
    const addon = loadNativeAddon(output);
    assert.equal(typeof addon?.create, 'function');
    assert.equal(typeof addon?.encode, 'function');
  });

  it('succeeds without a compiler, saying the embedder falls back to WebAssembly', () => {
    const output = path.join(dir, 'none', 'use-encoder.node');
    const result = build(output, { CC: path.join(dir, 'no-such-cc') });
    assert.equal(result.status, 0);
    assert.match(result.stderr, /native query encoder not built .*no-such-cc.*WebAssembly/);
    assert.equal(fs.existsSync(output), false);
    assert.equal(loadNativeAddon(output), null);
  });
});
