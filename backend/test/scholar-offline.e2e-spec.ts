/**
 * Live Research Access switched off: with no OpenAlex API key the lists answer 503 saying so
 * without calling OpenAlex, while single works (free) still answer; with OpenAlex unreachable
 * every call answers 503. The home page reads any failure as "live access off" (core §7).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type ReplayServer, startReplayServer } from '../src/platform/testing/replay-server.js';
import { openAlexRoutes } from '../src/platform/external/openalex/openalex-replay.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { dropPrivateDatabase, privateDatabaseUrl } from './scholar.support.js';

const NO_KEY = 'Live research access is off: no OpenAlex API key is configured (set OPENALEX_API_KEY).';

describe('live research access without a key, then with OpenAlex unreachable', () => {
  let t: TestApp | undefined;
  let openAlex: ReplayServer;
  const databaseUrl = privateDatabaseUrl('scholar_off');

  before(async () => {
    openAlex = await startReplayServer(openAlexRoutes());
  });
  after(async () => {
    await t?.close();
    await openAlex?.close();
    await dropPrivateDatabase(databaseUrl);
  });

  it('without a key: 503 for the lists, before any call to OpenAlex; single works still answer', async () => {
    t = await startTestApp({ DATABASE_URL: databaseUrl, OPENALEX_URL: openAlex.url, OPENALEX_API_KEY: '', OPENALEX_MIN_INTERVAL_MS: '0' });
    for (const path of ['/api/google-scholar/latest?limit=1', '/api/google-scholar/search/graphene', '/api/google-scholar/category/ai']) {
      const res = await t.anonymous().get(path);
      assert.equal(res.status, 503, path);
      assert.deepEqual(res.body, { message: NO_KEY, requestId: res.headers['x-request-id'] });
    }
    assert.equal(openAlex.requests.length, 0);
    const work = await t.anonymous().get('/api/google-scholar/works/W2741809807');
    assert.equal(work.status, 200);
    assert.equal(work.body.title, 'The state of OA: a large-scale analysis of the prevalence and impact of Open Access articles');
    assert.equal(openAlex.requests[0].query.get('api_key'), null);
  });

  it('without a key: the status says live access is not configured and names the variable, never a secret', async () => {
    const before = openAlex.requests.length;
    const res = await t!.anonymous().get('/api/google-scholar/status');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { configured: false, variable: 'OPENALEX_API_KEY' });
    assert.equal(openAlex.requests.length, before, 'the status asks OpenAlex nothing');
  });

  it("without a key: a paper's references and citations say they need live access, asking OpenAlex nothing", async () => {
    const saved = await (await t!.as('ada')).post('/api/google-scholar/works/W2741809807/save');
    assert.equal(saved.status, 201, saved.text);
    const before = openAlex.requests.length;
    const res = await t!.anonymous().get('/api/papers/oa-W2741809807/citations');
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.status, 'not-configured');
    assert.equal(res.body.message, 'References and citations need live research access: no OpenAlex API key is configured (set OPENALEX_API_KEY).');
    assert.deepEqual([res.body.references.count, res.body.citations.count], [0, 0]);
    assert.equal(openAlex.requests.length, before);
  });

  it('with OpenAlex unreachable: 503 saying it could not be reached', async () => {
    await t?.close();
    const closed = await startReplayServer(() => undefined);
    await closed.close();
    t = await startTestApp({
      DATABASE_URL: databaseUrl,
      OPENALEX_URL: closed.url,
      OPENALEX_API_KEY: 'test-key',
      OPENALEX_MAX_RETRIES: '1',
      OPENALEX_BACKOFF_MS: '10',
    });
    for (const path of ['/api/google-scholar/latest?limit=1', '/api/google-scholar/works/W2741809807']) {
      const res = await t.anonymous().get(path);
      assert.equal(res.status, 503, path);
      assert.deepEqual(res.body, { message: 'Live research access is unavailable: OpenAlex could not be reached.', requestId: res.headers['x-request-id'] });
    }
    // A key is set: configured, whatever OpenAlex answers right now (the lists say why they fail).
    const status = await t.anonymous().get('/api/google-scholar/status');
    assert.deepEqual(status.body, { configured: true, variable: 'OPENALEX_API_KEY' });
    assert.equal(JSON.stringify(status.body).includes('test-key'), false);
  });
});
