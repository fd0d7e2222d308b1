import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { arxivAtomRoutes, failingFirst, startReplayServer, type ReplayRequest, type ReplayRoutes, type ReplayServer } from '../../testing/replay-server.js';
import { ExternalHttpError } from '../http/retrying-fetch.js';
import { ArxivApiClient, type ArxivApiClientOptions } from './arxiv-api.client.js';
import { ArxivApiError } from './atom-feed.js';

const SYNC_QUERY = 'cat:cs.AI OR cat:cs.CL';
/** Real recorded pages; the sync's category query has no recording, so it is served a recorded search page. */
const recorded = arxivAtomRoutes(undefined, { queryAliases: { [SYNC_QUERY]: 'testing' } });

describe('ArxivApiClient against recorded responses', () => {
  let server: ReplayServer;
  let routes: ReplayRoutes = recorded;
  const waits: number[] = [];

  before(async () => {
    server = await startReplayServer((req) => routes(req));
  });
  after(() => server.close());

  function client(options: ArxivApiClientOptions = {}) {
    waits.length = 0;
    server.requests.length = 0;
    return new ArxivApiClient({
      baseUrl: `${server.url}/api/query`,
      minIntervalMs: 0,
      backoffBaseMs: 100,
      sleep: async (ms) => void waits.push(ms), // observe backoff without waiting it out
      ...options,
    });
  }
  const lastQuery = () => server.requests.at(-1)!.query;

  it('asks for the newest papers of the categories, newest first', async () => {
    routes = recorded;
    const page = await client().newest({ categories: ['cs.AI', 'cs.CL'], start: 10, maxResults: 10 });
    assert.equal(page.entries.length, 10);
    assert.equal(page.totalResults, 214881);
    assert.equal(page.entries[0].arxivId, '2403.16981');
    const q = lastQuery();
    assert.equal(q.get('search_query'), SYNC_QUERY);
    assert.equal(q.get('sortBy'), 'submittedDate');
    assert.equal(q.get('sortOrder'), 'descending');
    assert.equal(q.get('start'), '10');
    assert.equal(q.get('max_results'), '10');
    assert.equal(server.requests.length, 1);
  });

  it('looks papers up by id, old-style ids included', async () => {
    routes = recorded;
    const c = client();
    const old = await c.byIds(['astro-ph/0601001']);
    assert.deepEqual(old.entries.map((e) => e.arxivId), ['astro-ph/0601001']);
    assert.equal(lastQuery().get('id_list'), 'astro-ph/0601001');
    assert.equal(lastQuery().get('max_results'), '100');

    const two = await c.byIds(['0808.05394', '1707.08567']);
    assert.deepEqual(two.entries.map((e) => e.arxivId), ['1707.08567'], '0808.05394 does not exist');

    const none = await c.byIds(['0000.0000']);
    assert.deepEqual(none.entries, []);
  });

  it('turns the 400 error feed into ArxivApiError, without retrying', async () => {
    routes = recorded;
    await assert.rejects(
      client().byIds(['abc']),
      (e: unknown) => e instanceof ArxivApiError && e.status === 400 && /incorrect id format for abc/.test(e.message),
    );
    assert.equal(server.requests.length, 1);
  });

  it('retries a 429 honoring Retry-After, then succeeds', async () => {
    routes = failingFirst([{ status: 429, headers: { 'retry-after': '7' }, body: 'slow down' }], recorded);
    const page = await client().byIds(['1605.08386']);
    assert.deepEqual(page.entries.map((e) => e.arxivId), ['1605.08386']);
    assert.equal(server.requests.length, 2);
    assert.deepEqual(waits, [7000]);
  });

  it('retries 503 twice with exponential backoff, then succeeds', async () => {
    routes = failingFirst([
      { status: 503, body: 'busy' },
      { status: 503, body: 'busy' },
    ], recorded);
    const page = await client().byIds(['1605.08386']);
    assert.equal(page.entries.length, 1);
    assert.equal(server.requests.length, 3);
    assert.deepEqual(waits, [100, 200]);
  });

  it('retries a network error', async () => {
    routes = recorded;
    let calls = 0;
    const flaky: ArxivApiClientOptions['fetch'] = (url, init) =>
      calls++ === 0 ? Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } })) : fetch(url, init);
    const page = await client({ fetch: flaky }).byIds(['1605.08386']);
    assert.equal(page.entries.length, 1);
    assert.equal(calls, 2);
  });

  it('gives up after maxRetries with a clear error', async () => {
    routes = () => ({ status: 502, body: 'bad gateway' });
    await assert.rejects(
      client({ maxRetries: 2 }).byIds(['1605.08386']),
      (e: unknown) => e instanceof ExternalHttpError && e.attempts === 3 && e.status === 502 && /failed after 3 attempt\(s\): HTTP 502/.test(e.message),
    );
    assert.equal(server.requests.length, 3);
  });

  it('does not retry other statuses', async () => {
    routes = () => ({ status: 404, body: 'not here' });
    await assert.rejects(
      client().byIds(['1605.08386']),
      (e: unknown) => e instanceof ExternalHttpError && e.status === 404 && /HTTP 404 — not here/.test(e.message),
    );
    assert.equal(server.requests.length, 1);
  });

  it('times out a hanging response', async () => {
    routes = () => new Promise((resolve) => setTimeout(() => resolve({ status: 200, body: '' }), 1000));
    await assert.rejects(client({ timeoutMs: 100, maxRetries: 0 }).byIds(['1605.08386']), /timed out after 100 ms/);
  });

  it('keeps the minimum interval between requests, also for concurrent callers', async () => {
    routes = recorded;
    const c = client({ minIntervalMs: 200 });
    await Promise.all([
      c.byIds(['1605.08386']),
      c.byIds(['1707.08567']),
      c.newest({ categories: ['cs.AI', 'cs.CL'], start: 0, maxResults: 10 }),
    ]);
    await c.byIds(['2104.12255v1']);
    const times = server.requests.map((r: ReplayRequest) => r.receivedAt);
    assert.equal(times.length, 4);
    for (let i = 1; i < times.length; i++) {
      // the gate waits from the end of the previous request; 5 ms of slack for timer rounding
      assert.ok(times[i] - times[i - 1] >= 195, `gap ${i}: ${(times[i] - times[i - 1]).toFixed(1)} ms`);
    }
  });
});
