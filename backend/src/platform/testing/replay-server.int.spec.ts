import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { arxivAtomRoutes, arxivFixtureKey, combineRoutes, inSequence, oaiPmhRoutes, startReplayServer } from './replay-server.js';

describe('replay server', () => {
  it('serves routes on loopback, logs requests and 404s the rest', async () => {
    const server = await startReplayServer(
      combineRoutes(
        inSequence((r) => r.path === '/seq', [{ status: 429, body: 'wait' }, { status: 200, headers: { 'x-n': '2' }, body: 'ok' }]),
        (r) => (r.path === '/echo' ? { status: 200, body: r.query.get('q') ?? '' } : undefined),
      ),
    );
    try {
      assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+$/);
      assert.equal(await (await fetch(`${server.url}/echo?q=hi`)).text(), 'hi');
      assert.equal((await fetch(`${server.url}/seq`)).status, 429);
      const second = await fetch(`${server.url}/seq`);
      assert.equal(second.headers.get('x-n'), '2');
      assert.equal(await second.text(), 'ok');
      assert.equal((await fetch(`${server.url}/seq`)).status, 200, 'the last reply repeats');
      const missing = await fetch(`${server.url}/nope?x=1`);
      assert.equal(missing.status, 404);
      assert.equal(await missing.text(), 'no recorded response for GET /nope?x=1');
      assert.deepEqual(server.requests.map((r) => r.path), ['/echo', '/seq', '/seq', '/seq', '/nope']);
      assert.equal(server.requests[0].query.get('q'), 'hi');
    } finally {
      await server.close();
    }
  });

  it('maps arXiv API queries to fixture names', () => {
    assert.equal(arxivFixtureKey(new URLSearchParams('search_query=testing&start=5&max_results=15')), 'q_testing_s5_m15');
    assert.equal(arxivFixtureKey(new URLSearchParams('id_list=astro-ph/0601001&start=0&max_results=100')), 'id_astro-ph_0601001_s0_m100');
    assert.equal(arxivFixtureKey(new URLSearchParams('id_list=0808.05394,1707.08567&start=0&max_results=100')), 'id_0808.05394_1707.08567_s0_m100');
    assert.equal(arxivFixtureKey(new URLSearchParams('search_query=cat:cs.AI&start=0&max_results=10'), { 'cat:cs.AI': 'testing' }), 'q_testing_s0_m10');
  });

  it('serves arXiv fixtures with their status, and OAI recordings in order with their headers', async () => {
    const server = await startReplayServer(combineRoutes(arxivAtomRoutes(), oaiPmhRoutes()));
    try {
      const page = await fetch(`${server.url}/api/query?search_query=testing&start=0&max_results=10`);
      assert.equal(page.status, 200);
      assert.equal(((await page.text()).match(/<entry>/g) ?? []).length, 10);
      assert.equal((await fetch(`${server.url}/api/query?id_list=abc&start=0&max_results=100`)).status, 400);
      assert.equal((await fetch(`${server.url}/api/query?search_query=testing&start=0&max_results=11`)).status, 404);

      const busy = await fetch(`${server.url}/oai2?verb=ListRecords&metadataPrefix=arXiv`);
      assert.equal(busy.status, 503);
      assert.equal(busy.headers.get('retry-after'), '10');
      await busy.text();
      const ok = await fetch(`${server.url}/oai2?verb=ListRecords&metadataPrefix=arXiv`);
      assert.equal(ok.status, 200);
      assert.match(await ok.text(), /<ListRecords>/);
      assert.match(await (await fetch(`${server.url}/oai2?verb=Identify`)).text(), /<Identify>/);
    } finally {
      await server.close();
    }
  });
});
