/**
 * Acquisition over HTTP: the arXiv sync (POST /api/papers/sync) and bulk acquisition
 * (POST /api/papers/bulk-scrape, GET /api/papers/estimate-total, GET /api/admin/acquisition),
 * on real PostgreSQL and Redis, against a loopback replay of arXiv's recorded responses.
 * The restart of a harvest mid-way is in acquisition-restart.e2e-spec.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type ReplayServer, startReplayServer } from '../src/platform/testing/replay-server.js';
import {
  SwitchableRoutes,
  atomFixture,
  atomIds,
  deferred,
  eventsOf,
  eventually,
  oaiPage,
  oaiRecordId,
  oaiRecords,
} from './acquisition.support.js';
import { type PrivateEnv, privateEnv } from './support/private-env.js';
import { expectAuthorizationMatrix } from './support/authorization-matrix.js';
import { type TestApp, startTestApp } from './support/test-app.js';

const CURRENT = 'arxiv-atom/q_testing_s0_m10_bc5a6c384fe9.xml';
const CURRENT_NEXT = 'arxiv-atom/q_testing_s10_m10_34e56e15aaac.xml';
const OLD_SHAPE = 'arxiv-atom-2016/search_query=au_del_maestro.xml';
const ERROR_FEED = 'arxiv-atom/id_abc_s0_m100_b79c8dcf6bc3.xml';
const EMPTY = 'arxiv-atom/id_0000.0000_s0_m100_8b51d9633a68.xml';
const WINDOW_MS = 1000;

/** Waits for the start of the next sync window, so the next sync is a new job. */
async function nextWindow(): Promise<void> {
  await new Promise((r) => setTimeout(r, WINDOW_MS - (Date.now() % WINDOW_MS) + 20));
}

describe('acquisition', () => {
  let replay: ReplayServer;
  let routes: SwitchableRoutes;
  let env: PrivateEnv;
  let t: TestApp;
  /** Papers the catalog holds, by arXiv id, as the syncs brought them. */
  const catalogued = new Set<string>();

  before(async () => {
    routes = new SwitchableRoutes();
    replay = await startReplayServer(routes.routes);
    env = await privateEnv();
    t = await startTestApp({
      ...env.env,
      ARXIV_API_URL: `${replay.url}/api/query`,
      OAI_PMH_URL: `${replay.url}/oai2`,
      ARXIV_SYNC_CATEGORIES: 'cs.AI,stat.ML',
      ARXIV_SYNC_MAX_RESULTS: '10',
      ARXIV_SYNC_WINDOW_MS: String(WINDOW_MS),
      ARXIV_MIN_INTERVAL_MS: '50',
      ARXIV_BACKOFF_MS: '20',
      ARXIV_MAX_RETRIES: '2',
      ARXIV_SYNC_ATTEMPTS: '2',
      OAI_MIN_INTERVAL_MS: '50',
      OAI_BACKOFF_MS: '20',
      OAI_MAX_RETRIES: '1',
      QUEUE_BACKOFF_MS: '100',
      ARXIV_FIRST_START_SYNC: 'false',
      FIRST_START_IMPORT: 'false',
    });
  });
  after(async () => {
    await t?.close();
    await env?.drop();
    await replay?.close();
  });

  const atomRequests = () => replay.requests.filter((r) => r.path === '/api/query');
  const sync = async () => (await t.as('ada')).post('/api/papers/sync');

  describe('estimate-total before any bulk acquisition', () => {
    it('is public and answers the catalog count and the 2.4M default', async () => {
      const res = await expectAuthorizationMatrix(t, { method: 'get', path: '/api/papers/estimate-total' }, { anonymous: 200, user: 200 });
      assert.deepEqual(res.anonymous!.body, { currentInDB: 0, estimatedTotal: 2_400_000 });
    });

    it('the admin console sees no run yet', async () => {
      const res = await (await t.as('alan')).get('/api/admin/acquisition');
      assert.equal(res.status, 200);
      assert.equal(res.body.isRunning, false);
      assert.equal(res.body.status, 'idle');
      assert.equal(res.body.harvested, 0);
      assert.equal(res.body.completeListSize, null);
      assert.equal(res.body.startedAt, null);
    });
  });

  describe('arXiv sync', () => {
    it('adds the newest papers (current feed shape); a double click runs one job', async () => {
      routes.atom = () => atomFixture(CURRENT);
      await nextWindow();
      const before = atomRequests().length;
      const [first, second] = await Promise.all([sync(), sync()]);
      const expected = atomIds(CURRENT);
      assert.equal(first.status, 200, first.text);
      assert.equal(second.status, 200, second.text);
      assert.deepEqual(first.body, { message: `Added ${expected.length} new papers from arXiv` });
      assert.match(second.body.message, new RegExp(`${expected.length} new papers`));
      assert.equal(atomRequests().length - before, 1, 'one request to arXiv for both clicks');

      const request = atomRequests().at(-1)!;
      assert.equal(request.query.get('search_query'), 'cat:cs.AI OR cat:stat.ML');
      assert.equal(request.query.get('max_results'), '10');
      assert.equal(request.query.get('sortBy'), 'submittedDate');
      assert.equal(request.query.get('sortOrder'), 'descending');

      // Read-your-writes: the papers are in the read model when the answer arrives.
      const paper = await (await t.as('ada')).get(`/api/papers/${encodeURIComponent(expected[0])}`);
      assert.equal(paper.status, 200, paper.text);
      assert.equal(paper.body.arxivId, expected[0]);
      const estimate = await t.anonymous().get('/api/papers/estimate-total');
      assert.equal(estimate.body.currentInDB, expected.length);
      for (const id of expected) catalogued.add(id);

      const runs = await eventsOf(env.pool, { streamPrefix: 'arxiv-sync-' });
      assert.deepEqual(
        runs.map((e) => e.type),
        ['ArxivSyncStarted', 'ArxivSyncCompleted'],
      );
      assert.deepEqual(runs[0].data, { categories: ['cs.AI', 'stat.ML'], maxResults: 10, trigger: 'user' });
      assert.equal(runs[1].data.added, expected.length);
    });

    it('within the same window answers what the sync moments ago did, without asking arXiv again', async () => {
      routes.atom = () => atomFixture(CURRENT);
      await nextWindow();
      const first = await sync();
      assert.deepEqual(first.body, { message: 'No new papers: the catalog is up to date' });
      const before = atomRequests().length;
      const again = await sync();
      assert.equal(again.status, 200);
      if (atomRequests().length === before) {
        assert.equal(again.body.message, 'No new papers: the catalog was synced with arXiv moments ago');
      } // else the window turned between the two calls: a new job, which is fine
    });

    it('reads the 2016 feed shape too', async () => {
      routes.atom = () => atomFixture(OLD_SHAPE);
      await nextWindow();
      const expected = atomIds(OLD_SHAPE).filter((id) => !catalogued.has(id));
      assert.ok(expected.length > 0);
      const res = await sync();
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(res.body, { message: `Added ${expected.length} new papers from arXiv` });
      const paper = await t.anonymous().get(`/api/papers/${encodeURIComponent(expected[0])}`);
      assert.equal(paper.status, 200, paper.text);
      for (const id of expected) catalogued.add(id);
    });

    it('an empty result adds nothing', async () => {
      routes.atom = () => atomFixture(EMPTY);
      await nextWindow();
      const res = await sync();
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(res.body, { message: 'No new papers: the catalog is up to date' });
    });

    it('waits out a 429 and then adds the papers', async () => {
      let n = 0;
      routes.atom = () =>
        n++ === 0 ? { status: 429, headers: { 'retry-after': '0', 'content-type': 'text/plain' }, body: 'Rate exceeded.' } : atomFixture(CURRENT_NEXT);
      await nextWindow();
      const before = atomRequests().length;
      const expected = atomIds(CURRENT_NEXT).filter((id) => !catalogued.has(id));
      const res = await sync();
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.message, expected.length ? `Added ${expected.length} new paper${expected.length === 1 ? '' : 's'} from arXiv` : 'No new papers: the catalog is up to date');
      const requests = atomRequests().slice(before);
      assert.equal(requests.length, 2);
      assert.ok(requests[1].receivedAt - requests[0].receivedAt >= 45, 'the client kept its gap between requests');
      for (const id of expected) catalogued.add(id);
    });

    it('the arXiv error feed answers 502 with a clear message, recorded as ArxivSyncFailed', async () => {
      routes.atom = () => atomFixture(ERROR_FEED);
      await nextWindow();
      const before = atomRequests().length;
      const res = await sync();
      assert.equal(res.status, 502, res.text);
      assert.deepEqual(res.body, { message: 'Sync failed: arXiv answered with an error: incorrect id format for abc', requestId: res.headers['x-request-id'] });
      assert.equal(atomRequests().length - before, 1, 'an error arXiv answers is not retried');
      const failed = await eventsOf(env.pool, { type: 'ArxivSyncFailed' });
      assert.equal(failed.length, 1);
      assert.deepEqual(failed[0].data, { reason: 'arXiv answered with an error: incorrect id format for abc', kind: 'upstream' });
    });

    it('an unreachable API answers 503 after the client’s and the queue’s retries', async () => {
      routes.atom = () => ({ status: 503, headers: { 'content-type': 'text/plain' }, body: 'Service Unavailable' });
      await nextWindow();
      const before = atomRequests().length;
      const res = await sync();
      assert.equal(res.status, 503, res.text);
      assert.match(res.body.message, /^Sync failed: arXiv could not be reached: failed after 3 attempt\(s\): HTTP 503/);
      // 2 job attempts × (1 request + 2 retries): Bull retried the job once with backoff.
      assert.equal(atomRequests().length - before, 6);
      assert.equal((await eventsOf(env.pool, { type: 'ArxivSyncFailed' })).length, 2, 'one failure recorded for the run');
    });

    it('a failed sync can be retried at once (a failed job is not reused)', async () => {
      routes.atom = () => atomFixture(EMPTY);
      const res = await sync();
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(res.body, { message: 'No new papers: the catalog is up to date' });
    });

    it('is open to any signed-in user', async () => {
      routes.atom = () => atomFixture(EMPTY);
      await expectAuthorizationMatrix(t, { method: 'post', path: '/api/papers/sync' }, { anonymous: 401, user: 200, otherUser: 200, admin: 200 });
    });
  });

  describe('bulk acquisition', () => {
    const { records } = oaiRecords();
    const ids = records.map(oaiRecordId);
    const page2 = deferred();

    it('has two recorded records to split into two pages', () => {
      assert.equal(records.length, 2);
      assert.ok(ids.every((id) => !catalogued.has(id)));
    });

    it('refuses bad bodies with 400 naming the field', async () => {
      const admin = await t.as('alan');
      const cases: [object, RegExp][] = [
        [{ from: '2015-13-01' }, /^from: /],
        [{ from: '2015-02-30' }, /^from: /],
        [{ until: 'yesterday' }, /^until: /],
        [{ set: 5 }, /^set: /],
        [{ set: 'cs; drop' }, /^set: /],
        [{ from: '2015-01-03', until: '2015-01-01' }, /^until: /],
        [{ set: 'cs', admin: true }, /^admin: /],
      ];
      for (const [body, message] of cases) {
        const res = await admin.post('/api/papers/bulk-scrape').send(body);
        assert.equal(res.status, 400, `${JSON.stringify(body)}: ${res.text}`);
        assert.match(res.body.message, message, JSON.stringify(body));
      }
      assert.equal(replay.requests.filter((r) => r.path === '/oai2').length, 0);
    });

    it('follows the authorization matrix and starts a run at once (202)', async () => {
      routes.oai = async (req) => {
        const token = req.query.get('resumptionToken');
        if (!token) return oaiPage([records[0]], { value: 'page-2', cursor: 0, completeListSize: 2 });
        if (token === 'page-2') {
          await page2.promise;
          return oaiPage([records[1]], { value: '', cursor: 1, completeListSize: 2 });
        }
        return { status: 200, body: 'unexpected token' };
      };
      const res = await expectAuthorizationMatrix(
        t,
        { method: 'post', path: '/api/papers/bulk-scrape', body: { set: 'cs', from: '2015-01-01', until: '2015-01-03' } },
        { anonymous: 401, user: 403, admin: 202 },
      );
      assert.deepEqual(res.admin!.body, { message: 'Bulk acquisition started (set cs, from 2015-01-01, until 2015-01-03)' });
    });

    it('records page 1 with its token; the admin console shows the progress; a second start is refused', async () => {
      const admin = await t.as('alan');
      const status = await eventually(async () => {
        const s = (await admin.get('/api/admin/acquisition')).body;
        return s.harvested === 1 ? s : null;
      }, 20_000, 'page 1');
      assert.equal(status.isRunning, true);
      assert.equal(status.status, 'running');
      assert.equal(status.completeListSize, 2);
      assert.equal(status.percent, 50);
      assert.ok(!Number.isNaN(Date.parse(status.startedAt)));

      const first = replay.requests.find((r) => r.path === '/oai2')!;
      assert.equal(first.query.get('verb'), 'ListRecords');
      assert.equal(first.query.get('metadataPrefix'), 'arXiv');
      assert.equal(first.query.get('set'), 'cs');
      assert.equal(first.query.get('from'), '2015-01-01');
      assert.equal(first.query.get('until'), '2015-01-03');

      const again = await admin.post('/api/papers/bulk-scrape').send({});
      assert.equal(again.status, 200, again.text);
      assert.deepEqual(again.body, { message: 'A bulk acquisition is already running' });

      // The estimate now uses the size the harvest announced.
      const estimate = await t.anonymous().get('/api/papers/estimate-total');
      assert.equal(estimate.body.estimatedTotal, 2);
      assert.equal(estimate.body.currentInDB, catalogued.size + 1);

      const queues = await admin.get('/api/admin/queues');
      assert.equal(queues.status, 200);
      const acquisition = queues.body.find((q: { name: string }) => q.name === 'acquisition');
      assert.equal(acquisition.counts.active, 1);
      assert.deepEqual(acquisition.active[0].progress, { runId: status.runId, pages: 1, harvested: 1, completeListSize: 2, percent: 50 });
    });

    it('follows the resumption token to page 2 and completes; each record imported once', async () => {
      page2.resolve();
      const admin = await t.as('alan');
      const status = await eventually(async () => {
        const s = (await admin.get('/api/admin/acquisition')).body;
        return s.status === 'completed' ? s : null;
      }, 20_000, 'the run to complete');
      assert.equal(status.isRunning, false);
      assert.equal(status.harvested, 2);
      assert.equal(status.pages, 2);
      assert.equal(status.newPapers, 2);
      assert.equal(status.percent, 100);
      assert.ok(status.finishedAt);

      const oai = replay.requests.filter((r) => r.path === '/oai2');
      assert.deepEqual(
        oai.map((r) => r.query.get('resumptionToken')),
        [null, 'page-2'],
      );
      const stream = await eventsOf(env.pool, { stream: `acquisition-${status.runId}` });
      assert.deepEqual(
        stream.map((e) => e.type),
        ['HarvestStarted', 'HarvestPageImported', 'HarvestPageImported', 'HarvestCompleted'],
      );
      assert.deepEqual(
        stream.slice(1, 3).map((e) => [e.data.page, e.data.token, e.data.records, e.data.new, e.data.updated]),
        [
          [1, 'page-2', 1, 1, 0],
          [2, null, 1, 1, 0],
        ],
      );
      for (const id of ids) {
        // The harvest answers no request: the feed's projection catches up on its own.
        await eventually(async () => (await t.anonymous().get(`/api/papers/${encodeURIComponent(id)}`)).status === 200, 10_000, `paper ${id}`);
        const imported = (await eventsOf(env.pool, { type: 'PaperImported' })).filter((e) => e.data && JSON.stringify(e.data).includes(`"${id}"`));
        assert.equal(imported.length, 1, `${id} imported once`);
      }
      const estimate = await t.anonymous().get('/api/papers/estimate-total');
      assert.deepEqual(estimate.body, { currentInDB: catalogued.size + 2, estimatedTotal: 2 });
    });
  });
});
