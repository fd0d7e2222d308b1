import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Embedder } from '../../../../platform/ai/embeddings/embedder.port.js';
import { embedPapers, paperEmbeddingText } from './paper-vector.js';

/** Answers a fixed vector per text and records what it was asked. */
class TableEmbedder implements Embedder {
  readonly model = 'table:2';
  readonly dimensions = 2;
  asked: string[][] = [];
  constructor(private readonly table: Record<string, number[]>) {}
  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    this.asked.push([...texts]);
    return texts.map((t) => Float32Array.from(this.table[t]));
  }
  async close(): Promise<void> {}
}

describe('paper vectors', () => {
  it('embeds the title and the start of the abstract, cut at a word', () => {
    assert.equal(paperEmbeddingText(' Graph codes ', 'Short abstract.'), 'Graph codes. Short abstract.');
    assert.equal(paperEmbeddingText('T', 'one two three four', 9), 'T. one two');
  });

  it('adds the title alone to the title-and-abstract embedding, as a unit vector, in one call', async () => {
    const embedder = new TableEmbedder({ 'A. x.': [1, 0], 'B. y.': [0, 1], A: [0, 1], B: [0, 1] });
    const [a, b] = await embedPapers(embedder, [
      { title: 'A', abstract: 'x.' },
      { title: 'B', abstract: 'y.' },
    ]);
    assert.deepEqual(embedder.asked, [['A. x.', 'B. y.', 'A', 'B']]);
    assert.deepEqual([...a].map((x) => x.toFixed(4)), [Math.SQRT1_2.toFixed(4), Math.SQRT1_2.toFixed(4)]);
    assert.deepEqual([...b], [0, 1]);
  });
});
