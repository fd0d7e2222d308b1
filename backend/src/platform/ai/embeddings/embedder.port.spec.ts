import assert from 'node:assert/strict';
import { test } from 'node:test';
import { embeddingProvenance } from './embedder.port.js';
import { USE_MODEL } from './use-embedder.js';

test('an embedder model identifier names its provider and model', () => {
  assert.deepEqual(embeddingProvenance(USE_MODEL), { provider: 'local', model: 'use-lite-512' });
  assert.deepEqual(embeddingProvenance('openai:text-embedding-3-small@1536'), { provider: 'openai', model: 'text-embedding-3-small@1536' });
  assert.deepEqual(embeddingProvenance('bare-model'), { model: 'bare-model' });
});
