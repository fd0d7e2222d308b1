/**
 * First start with an empty catalog and no corpus directory: the backend fills the feed from
 * arXiv by itself (one sync job, trigger `first-start`). Off under test unless enabled, as here.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type ReplayServer, startReplayServer } from '../src/platform/testing/replay-server.js';
import { SwitchableRoutes, atomFixture, atomIds, eventsOf, eventually } from './acquisition.support.js';
import { type PrivateEnv, privateEnv } from './support/private-env.js';
import { type TestApp, startTestApp } from './support/test-app.js';

const CURRENT = 'arxiv-atom/q_testing_s0_m10_bc5a6c384fe9.xml';

describe('first start without a corpus', () => {
  let replay: ReplayServer;
  let env: PrivateEnv;
  let t: TestApp | undefined;

  before(async () => {
    const routes = new SwitchableRoutes();
    routes.atom = () => atomFixture(CURRENT);
    replay = await startReplayServer(routes.routes);
    env = await privateEnv();
  });
  after(async () => {
    await t?.close();
    await env?.drop();
    await replay?.close();
  });

  it('syncs the newest papers from arXiv in the background', async () => {
    t = await startTestApp({
      ...env.env,
      ARXIV_API_URL: `${replay.url}/api/query`,
      ARXIV_SYNC_CATEGORIES: 'cs.AI',
      ARXIV_SYNC_MAX_RESULTS: '10',
      ARXIV_MIN_INTERVAL_MS: '20',
      FIRST_START_IMPORT: 'true',
      ARXIV_FIRST_START_SYNC: 'true',
      CORPUS_DIR: '/nonexistent/scholarlens-corpus',
    });
    const expected = atomIds(CURRENT).length;
    const estimate = await eventually(async () => {
      const body = (await t!.anonymous().get('/api/papers/estimate-total')).body;
      return body.currentInDB === expected ? body : null;
    }, 20_000, 'the first-start sync');
    assert.deepEqual(estimate, { currentInDB: expected, estimatedTotal: 2_400_000 });
    const runs = await eventsOf(env.pool, { type: 'ArxivSyncStarted' });
    assert.equal(runs.length, 1);
    assert.equal(runs[0].data.trigger, 'first-start');
    assert.equal(replay.requests.filter((r) => r.path === '/api/query').length, 1);
  });
});
