/**
 * Bulk acquisition survives restarts (docs/ARCHITECTURE.md §7): a three-page harvest whose backend is
 * stopped mid-page twice, once with the job kept in Redis (waiting for a retry with a long
 * backoff: the next start promotes it) and once with Redis having lost the queue's keys (the next
 * start re-enqueues the run from the event log). Each time the run resumes at the recorded
 * resumption token: no page is asked twice once recorded, and every record is imported once.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type ReplayServer, startReplayServer } from '../src/platform/testing/replay-server.js';
import {
  SwitchableRoutes,
  deferred,
  eventsOf,
  eventually,
  oaiPage,
  oaiRecordId,
  oaiRecords,
  withArxivId,
} from './acquisition.support.js';
import { type PrivateEnv, privateEnv } from './support/private-env.js';
import { type TestApp, startTestApp } from './support/test-app.js';

describe('bulk acquisition across restarts', () => {
  let replay: ReplayServer;
  let routes: SwitchableRoutes;
  let env: PrivateEnv;
  let t: TestApp | null = null;
  const { records: recorded } = oaiRecords();
  const records = [recorded[0], recorded[1], withArxivId(recorded[0], '1501.00001')];
  const ids = records.map(oaiRecordId);
  /** Page n (2, 3) is answered only once its gate opens; page 1 at once. */
  const gates = new Map([
    [2, deferred()],
    [3, deferred()],
  ]);

  const start = () =>
    startTestApp({
      ...env.env,
      OAI_PMH_URL: `${replay.url}/oai2`,
      ARXIV_API_URL: `${replay.url}/api/query`,
      OAI_MIN_INTERVAL_MS: '20',
      OAI_BACKOFF_MS: '20',
      OAI_MAX_RETRIES: '1',
      // Long enough that only the start-up resume can bring an interrupted job back in time.
      QUEUE_BACKOFF_MS: '600000',
      ARXIV_FIRST_START_SYNC: 'false',
      FIRST_START_IMPORT: 'false',
    });

  const oaiRequests = () => replay.requests.filter((r) => r.path === '/oai2').map((r) => r.query.get('resumptionToken'));
  const pagesRecorded = async () => (await eventsOf(env.pool, { type: 'HarvestPageImported' })).length;

  before(async () => {
    routes = new SwitchableRoutes();
    routes.oai = async (req) => {
      const token = req.query.get('resumptionToken');
      if (!token) return oaiPage([records[0]], { value: 'tok-2', cursor: 0, completeListSize: 3 });
      if (token === 'tok-2') {
        await gates.get(2)!.promise;
        return oaiPage([records[1]], { value: 'tok-3', cursor: 1, completeListSize: 3 });
      }
      if (token === 'tok-3') {
        await gates.get(3)!.promise;
        return oaiPage([records[2]], { value: '', cursor: 2, completeListSize: 3 });
      }
      return { status: 200, body: 'unexpected token' };
    };
    replay = await startReplayServer(routes.routes);
    env = await privateEnv();
  });
  after(async () => {
    for (const g of gates.values()) g.resolve();
    await t?.close();
    await env?.drop();
    await replay?.close();
  });

  it('stops mid-page 2 after page 1 is recorded', async () => {
    t = await start();
    const res = await (await t.as('alan')).post('/api/papers/bulk-scrape').send({ set: 'cs' });
    assert.equal(res.status, 202, res.text);
    await eventually(async () => (await pagesRecorded()) === 1, 20_000, 'page 1 recorded');
    await eventually(async () => oaiRequests().includes('tok-2'), 20_000, 'the page-2 request');
    await t.close();
    t = null;
    assert.equal(await pagesRecorded(), 1);
    assert.deepEqual(oaiRequests(), [null, 'tok-2']);
  });

  it('a new instance resumes at page 2 (the job waited in Redis for a retry)', async () => {
    gates.get(2)!.resolve();
    t = await start();
    await eventually(async () => (await pagesRecorded()) === 2, 20_000, 'page 2 recorded');
    await eventually(async () => oaiRequests().filter((x) => x === 'tok-3').length === 1, 20_000, 'the page-3 request');
    await t.close();
    t = null;
    // Page 1 was asked once; page 2 twice (the interrupted request, then the resumed one).
    assert.deepEqual(oaiRequests(), [null, 'tok-2', 'tok-2', 'tok-3']);
  });

  it('resumes at page 3 even when Redis lost the job, and completes', async () => {
    await env.wipeQueues();
    gates.get(3)!.resolve();
    t = await start();
    const admin = await t.as('alan');
    const status = await eventually(async () => {
      const s = (await admin.get('/api/admin/acquisition')).body;
      return s.status === 'completed' ? s : null;
    }, 20_000, 'the run to complete');
    assert.equal(status.harvested, 3);
    assert.equal(status.pages, 3);
    assert.equal(status.newPapers, 3);
    assert.equal(status.completeListSize, 3);
    assert.deepEqual(oaiRequests(), [null, 'tok-2', 'tok-2', 'tok-3', 'tok-3']);

    const stream = await eventsOf(env.pool, { stream: `acquisition-${status.runId}` });
    assert.deepEqual(
      stream.map((e) => (e.type === 'HarvestPageImported' ? `${e.type}:${e.data.page}:${e.data.token}:${e.data.new}` : e.type)),
      ['HarvestStarted', 'HarvestPageImported:1:tok-2:1', 'HarvestPageImported:2:tok-3:1', 'HarvestPageImported:3:null:1', 'HarvestCompleted'],
    );
    const imported = await eventsOf(env.pool, { type: 'PaperImported' });
    assert.equal(imported.length, 3, 'each record imported once');
    for (const id of ids) {
      await eventually(async () => (await t!.anonymous().get(`/api/papers/${encodeURIComponent(id)}`)).status === 200, 10_000, `paper ${id}`);
    }
    const estimate = await t.anonymous().get('/api/papers/estimate-total');
    assert.deepEqual(estimate.body, { currentInDB: 3, estimatedTotal: 3 });
  });
});
