import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FIXTURES_DIR, failingFirst, type ReplayRoutes, type ReplayServer, startReplayServer } from '../../testing/replay-server.js';
import { ExternalHttpError } from '../http/retrying-fetch.js';
import { OpenAlexClient, type OpenAlexClientOptions, OpenAlexKeyMissingError } from './openalex.client.js';
import { openAlexRoutes } from './openalex-replay.js';
import { toScholarPaper } from './openalex-work.js';

const recorded = openAlexRoutes();

describe('OpenAlexClient against recorded responses', () => {
  let server: ReplayServer;
  let routes: ReplayRoutes = recorded;
  const waits: number[] = [];

  before(async () => {
    server = await startReplayServer((req) => routes(req));
  });
  after(() => server.close());

  function client(options: OpenAlexClientOptions = {}) {
    waits.length = 0;
    server.requests.length = 0;
    return new OpenAlexClient({
      baseUrl: server.url,
      apiKey: 'test-key',
      email: 'team@scholarlens.test',
      minIntervalMs: 0,
      backoffBaseMs: 100,
      sleep: async (ms) => void waits.push(ms),
      ...options,
    });
  }
  const last = () => server.requests.at(-1)!;

  it('searches works, sending the key, the contact e-mail and the fields it reads', async () => {
    routes = recorded;
    const page = await client().works({ search: 'Augmenting large language models with chemistry tools', perPage: 10 });
    assert.equal(page.count, 2);
    assert.deepEqual(page.works.map((w) => toScholarPaper(w).title), [
      'Augmenting large language models with chemistry tools',
      'ChemCrow: Augmenting large-language models with chemistry tools',
    ]);
    const q = last().query;
    assert.equal(last().path, '/works');
    assert.equal(q.get('search'), 'Augmenting large language models with chemistry tools');
    assert.equal(q.get('api_key'), 'test-key');
    assert.equal(q.get('mailto'), 'team@scholarlens.test');
    assert.equal(q.get('per_page'), '10');
    assert.match(q.get('select')!, /abstract_inverted_index/);
    assert.match(String(last().headers['user-agent']), /mailto:team@scholarlens\.test/);
  });

  it('filters by topic, sorts by publication date and pages with a cursor', async () => {
    routes = recorded;
    const page = await client().works({ filters: ['primary_topic.subfield.id:1702'], sort: 'publication_date:desc', perPage: 5, cursor: '*' });
    assert.deepEqual(page.works.map((w) => w.id), ['https://openalex.org/W4389761608']);
    assert.equal(page.nextCursor, null);
    const q = last().query;
    assert.equal(q.get('filter'), 'primary_topic.subfield.id:1702');
    assert.equal(q.get('sort'), 'publication_date:desc');
    assert.equal(q.get('cursor'), '*');
    const newest = await client().works({ sort: 'publication_date:desc', perPage: 3 });
    const dates = newest.works.map((w) => w.publication_date!);
    assert.equal(dates.length, 3);
    assert.deepEqual([...dates].sort().reverse(), dates);
  });

  it('refuses list calls without a key, before any request', async () => {
    routes = recorded;
    const c = client({ apiKey: null });
    await assert.rejects(c.works({ search: 'anything' }), OpenAlexKeyMissingError);
    assert.equal(server.requests.length, 0);
  });

  it('looks single works up by id or DOI without a key; an unknown one (HTML 404) is null', async () => {
    routes = recorded;
    const c = client({ apiKey: null });
    const byId = await c.work('W2741809807');
    assert.equal(byId?.title?.startsWith('The state of OA'), true);
    assert.equal(last().query.get('api_key'), null);
    const byDoi = await c.work('https://doi.org/10.1016/j.xgen.2025.100814');
    assert.equal(byDoi?.id, 'https://openalex.org/W4408732759');
    assert.equal(last().path, '/works/https://doi.org/10.1016%2Fj.xgen.2025.100814');
    const colon = await c.work('10.1023/a:1007154515475');
    assert.equal(colon?.id, 'https://openalex.org/W1554322594');
    assert.equal(await c.work('10.1000/not-in-openalex'), null);
    assert.equal(server.requests.length, 4);
  });

  it('caches answers for the TTL and shares concurrent identical calls', async () => {
    routes = recorded;
    let now = 1_000;
    const c = client({ cacheTtlMs: 30_000, now: () => now });
    const query = { sort: 'publication_date:desc', perPage: 1 };
    await Promise.all([c.works(query), c.works(query), c.works(query)]);
    assert.equal(server.requests.length, 1);
    now += 29_000;
    await c.works(query);
    assert.equal(server.requests.length, 1);
    now += 2_000;
    await c.works(query);
    assert.equal(server.requests.length, 2);
  });

  it('retries a 429 honoring Retry-After, then succeeds', async () => {
    routes = failingFirst([{ status: 429, headers: { 'retry-after': '3' }, body: '{"error":"rate limited"}' }], recorded);
    const page = await client().works({ search: 'PaperQA: Retrieval-Augmented Generative Agent for Scientific Research' });
    assert.equal(page.works.length, 1);
    assert.equal(server.requests.length, 2);
    assert.deepEqual(waits, [3000]);
  });

  it('retries 5xx with exponential backoff, then gives up with a clear error that hides the key', async () => {
    routes = failingFirst([{ status: 503, body: 'busy' }], recorded);
    await client().works({ search: 'x' });
    assert.deepEqual(waits, [100]);
    routes = () => ({ status: 500, body: 'oops' });
    await assert.rejects(client({ maxRetries: 2 }).works({ search: 'y' }), (e: unknown) => {
      assert.ok(e instanceof ExternalHttpError);
      assert.equal(e.attempts, 3);
      assert.equal(e.status, 500);
      assert.doesNotMatch(e.message, /test-key/);
      assert.doesNotMatch(e.url, /test-key/);
      return true;
    });
    assert.deepEqual(waits, [100, 200]);
  });

  it('fails at once on a refused key (403), without retrying', async () => {
    routes = () => ({ status: 403, headers: { 'content-type': 'application/json' }, body: '{"error":"Invalid API key"}' });
    await assert.rejects(client().works({ search: 'z' }), (e: unknown) => e instanceof ExternalHttpError && e.status === 403 && /Invalid API key/.test(e.message));
    assert.equal(server.requests.length, 1);
  });

  it('reports an unreachable OpenAlex as a network failure after its retries', async () => {
    const closed = await startReplayServer(() => undefined);
    await closed.close(); // nobody listens there any more
    const c = new OpenAlexClient({ baseUrl: closed.url, apiKey: 'k', minIntervalMs: 0, maxRetries: 1, sleep: async () => undefined });
    await assert.rejects(c.works({ search: 'q' }), (e: unknown) => e instanceof ExternalHttpError && e.status === null && /network error/.test(e.message));
  });
  it('reads a group_by answer (the recorded funders by country), sending group_by, the filters and the key', async () => {
    const recording = JSON.parse(readFileSync(path.join(FIXTURES_DIR, 'openalex-institutional', 'funders-group_by-country_code.json'), 'utf8')) as { body: { meta: { count: number }; group_by: unknown[] } };
    routes = (req) => (req.path === '/funders' && req.query.get('group_by') === 'country_code' ? { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(recording.body) } : undefined);
    const answer = await client().groupCounts('funders', { groupBy: 'country_code', filters: ['works_count:>10'] });
    assert.equal(answer.count, 32437);
    assert.equal(answer.groups.length, recording.body.group_by.length);
    assert.deepEqual(answer.groups[0], { key: 'https://openalex.org/countries/US', keyDisplayName: 'United States of America', count: 11178 });
    assert.equal(last().query.get('filter'), 'works_count:>10');
    assert.equal(last().query.get('api_key'), 'test-key');
    // An answer without groups (a plain list) has none; no key, no call.
    routes = () => ({ status: 200, headers: { 'content-type': 'application/json' }, body: '{"meta":{"count":0},"results":[]}' });
    assert.deepEqual(await client().groupCounts('works', { groupBy: 'primary_topic.field.id' }), { count: 0, groups: [] });
    await assert.rejects(client({ apiKey: null }).groupCounts('works', { groupBy: 'primary_topic.field.id' }), OpenAlexKeyMissingError);
  });
});
