import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { CachedEmbedder } from './cached-embedder.js';
import type { Embedder } from './embedder.port.js';
import { MemoEmbedder } from './memo-embedder.js';

class CountingEmbedder implements Embedder {
  readonly model = 'fake:3';
  readonly dimensions = 3;
  calls: string[][] = [];
  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    this.calls.push([...texts]);
    return texts.map((t) => Float32Array.from([t.length, 1, 0]));
  }
  async close(): Promise<void> {}
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embed-cache-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('CachedEmbedder', () => {
  it('embeds each distinct text once, remembers it on disk across instances, ignores a torn record', async () => {
    const inner = new CountingEmbedder();
    const cached = new CachedEmbedder(inner, dir);
    const first = await cached.embed(['aa', 'b', 'aa']);
    assert.deepEqual(inner.calls, [['aa', 'b']]);
    assert.deepEqual([...first[2]], [2, 1, 0]);
    fs.appendFileSync(cached.file, Buffer.from([1, 2, 3])); // a crash mid-write
    const inner2 = new CountingEmbedder();
    const again = new CachedEmbedder(inner2, dir);
    const second = await again.embed(['b', 'ccc']);
    assert.deepEqual(inner2.calls, [['ccc']]);
    assert.deepEqual([...second[0]], [1, 1, 0]);
    assert.equal(again.hits, 1);
  });
});

describe('MemoEmbedder', () => {
  it('keeps the most recent query vectors in memory only', async () => {
    const inner = new CountingEmbedder();
    const memo = new MemoEmbedder(inner, 2);
    await memo.embed(['x']);
    await memo.embed(['y']);
    await memo.embed(['x']);
    await memo.embed(['z']); // evicts y
    await memo.embed(['y']);
    assert.deepEqual(inner.calls, [['x'], ['y'], ['z'], ['y']]);
  });
});
