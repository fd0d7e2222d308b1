import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { UsearchVectorIndex } from './usearch-vector-index.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'usearch-spec-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

function unit(...xs: number[]): Float32Array {
  const v = Float32Array.from(xs);
  const n = Math.hypot(...xs);
  return v.map((x) => x / n);
}

describe('UsearchVectorIndex', () => {
  it('finds nearest neighbours by cosine similarity, replaces and removes by id', async () => {
    const { index } = await UsearchVectorIndex.open({ model: 'm', dimensions: 3, file: null });
    await index.upsert([
      { id: 'x', vector: unit(1, 0, 0) },
      { id: 'y', vector: unit(0, 1, 0) },
      { id: 'xy', vector: unit(1, 1, 0) },
    ]);
    const hits = await index.search(unit(1, 0.1, 0), 3);
    assert.deepEqual(
      hits.map((h) => h.id),
      ['x', 'xy', 'y'],
    );
    assert.ok(Math.abs(hits[0].score - unit(1, 0.1, 0)[0]) < 1e-3);
    await index.upsert([{ id: 'x', vector: unit(0, 0, 1) }]);
    assert.equal(index.size(), 3);
    assert.equal((await index.search(unit(0, 0, 1), 1))[0].id, 'x');
    await index.remove(['x']);
    assert.equal(index.has('x'), false);
    assert.deepEqual(
      (await index.search(unit(0, 0, 1), 5)).map((h) => h.id).sort(),
      ['xy', 'y'],
    );
    await assert.rejects(index.upsert([{ id: 'bad', vector: unit(1, 0) }]), /2 dimensions/);
  });

  it('saves beside the data and reloads with its checkpoint; another model starts empty', async () => {
    const file = path.join(dir, 'a', 'index.usearch');
    const { index } = await UsearchVectorIndex.open({ model: 'm1', dimensions: 4, file });
    const vectors = Array.from({ length: 300 }, (_, i) => ({ id: `p${i}`, vector: unit(Math.sin(i), Math.cos(i), Math.sin(i * 3), 1) }));
    await index.upsert(vectors);
    await index.remove(['p7']);
    index.checkpoint = '301';
    await index.save();
    const reopened = await UsearchVectorIndex.open({ model: 'm1', dimensions: 4, file });
    assert.equal(reopened.loaded, true, reopened.reason);
    assert.equal(reopened.index.size(), 299);
    assert.equal(reopened.index.checkpoint, '301');
    assert.equal(reopened.index.has('p7'), false);
    assert.equal((await reopened.index.search(vectors[42].vector, 1))[0].id, 'p42');
    const other = await UsearchVectorIndex.open({ model: 'm2', dimensions: 4, file });
    assert.equal(other.loaded, false);
    assert.match(other.reason, /m1/);
    assert.equal(other.index.size(), 0);
  });
});
