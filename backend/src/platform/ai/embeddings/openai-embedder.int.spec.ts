/** The OpenAI-compatible adapter against a loopback server speaking the /v1/embeddings wire format. */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { OpenAiEmbedder } from './openai-embedder.js';

describe('OpenAiEmbedder', () => {
  let server: http.Server;
  let baseUrl: string;
  const requests: { auth?: string; body: { model: string; input: string[]; dimensions: number } }[] = [];
  let failNext = 0;

  before(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        if (failNext > 0) {
          failNext--;
          res.writeHead(429, { 'content-type': 'application/json', 'retry-after-ms': '10' });
          return res.end(JSON.stringify({ error: { message: 'Rate limit reached', type: 'requests' } }));
        }
        const body = JSON.parse(raw);
        requests.push({ auth: req.headers.authorization, body });
        // Answer out of order, as the API may: the adapter must sort by index.
        const data = body.input
          .map((text: string, index: number) => ({
            object: 'embedding',
            index,
            embedding: Array.from({ length: body.dimensions }, (_, d) => (d === index % body.dimensions ? 3 : 0) + text.length * 0),
          }))
          .reverse();
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ object: 'list', data, model: body.model, usage: { prompt_tokens: 1, total_tokens: 1 } }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  after(() => new Promise<void>((r) => server.close(() => r())));

  it('asks for the configured model and dimensions, batches, and answers unit vectors in input order', async () => {
    const embedder = new OpenAiEmbedder({ apiKey: 'sk-test', baseUrl, model: 'text-embedding-3-small', dimensions: 8, maxBatch: 2 });
    assert.equal(embedder.model, 'openai:text-embedding-3-small@8');
    const vectors = await embedder.embed(['a', 'b', 'c']);
    assert.equal(requests.length, 2);
    assert.deepEqual(requests[0].body.input, ['a', 'b']);
    assert.equal(requests[0].body.model, 'text-embedding-3-small');
    assert.equal(requests[0].body.dimensions, 8);
    assert.equal(requests[0].auth, 'Bearer sk-test');
    assert.deepEqual([...vectors[1]], [0, 1, 0, 0, 0, 0, 0, 0]);
    assert.deepEqual([...vectors[2]], [1, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('retries a 429 and refuses vectors of the wrong size', async () => {
    failNext = 1;
    const ok = new OpenAiEmbedder({ apiKey: 'k', baseUrl, model: 'm', dimensions: 4, maxRetries: 2 });
    assert.equal((await ok.embed(['x'])).length, 1);
    const wrong = new OpenAiEmbedder({ apiKey: 'k', baseUrl, model: 'm', dimensions: 4 });
    // The server answers what was asked; a model answering another size is caught.
    Object.defineProperty(wrong, 'dimensions', { value: 5 });
    await assert.rejects(wrong.embed(['x']), /4 dimensions, expected 5/);
  });
});
