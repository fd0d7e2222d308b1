/**
 * The admin console's API (who may call it: the generated authorization-matrix.e2e-spec.ts):
 * health reports real checks; the system status reports real settings; the Databases page's status,
 * connect, sync and the arXiv bulk path run against loopback replays of arXiv and OpenAlex.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { AdminHealth, DatabaseStatus, SystemStatus } from '@scholarlens/contracts';
import { FIXTURES_DIR, type ReplayServer, startReplayServer } from '../src/platform/testing/replay-server.js';
import { ATOM_HEADERS, atomFixture, eventsOf, eventually } from './acquisition.support.js';
import { type PrivateEnv, privateEnv } from './support/private-env.js';
import { type TestApp, startTestApp } from './support/test-app.js';

const XML = { 'content-type': 'text/xml; charset=utf-8' };
const IDENTIFY = readFileSync(path.join(FIXTURES_DIR, 'oai-pmh', 'oaipmh-identify---should-identify-arxiv.json'), 'utf8');
const NO_RECORDS = `<?xml version="1.0" encoding="UTF-8"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2025-01-01T00:00:00Z</responseDate>
<request verb="ListRecords">http://export.arxiv.org/oai2</request><error code="noRecordsMatch">No records</error></OAI-PMH>`;

function identifyBody(): string {
  // The recorded Identify response (JSON wrapper around the XML body, when recorded that way).
  try {
    const parsed = JSON.parse(IDENTIFY) as { body?: string; response?: { body?: string } };
    return parsed.body ?? parsed.response?.body ?? '<OAI-PMH><Identify><repositoryName>arXiv</repositoryName></Identify></OAI-PMH>';
  } catch {
    return '<OAI-PMH><Identify><repositoryName>arXiv</repositoryName></Identify></OAI-PMH>';
  }
}

describe('admin console API', () => {
  let env: PrivateEnv;
  let t: TestApp;
  let replay: ReplayServer;
  let arxivUp = true;

  before(async () => {
    replay = await startReplayServer((req) => {
      if (req.path === '/api/query') return arxivUp ? atomFixture('arxiv-atom/q_testing_s0_m10_bc5a6c384fe9.xml') : { status: 503, headers: ATOM_HEADERS, body: 'down' };
      if (req.path === '/oai2' && req.query.get('verb') === 'Identify') return { status: 200, headers: XML, body: identifyBody() };
      if (req.path === '/oai2' && req.query.get('verb') === 'ListRecords') return { status: 200, headers: XML, body: NO_RECORDS };
      if (req.path === '/openalex/works/W2741809807') return { status: 200, headers: { 'content-type': 'application/json' }, body: '{"id":"https://openalex.org/W2741809807"}' };
      return undefined;
    });
    env = await privateEnv();
    t = await startTestApp({
      ...env.env,
      ARXIV_API_URL: `${replay.url}/api/query`,
      OAI_PMH_URL: `${replay.url}/oai2`,
      OPENALEX_URL: `${replay.url}/openalex`,
      OPENALEX_API_KEY: 'test-key',
      OPENAI_API_KEY: '',
      ARXIV_MIN_INTERVAL_MS: '20',
      ARXIV_MAX_RETRIES: '0',
      ARXIV_SYNC_WAIT_MS: '100',
      OAI_MIN_INTERVAL_MS: '20',
      OAI_MAX_RETRIES: '0',
      ARXIV_FIRST_START_SYNC: 'false',
      FIRST_START_IMPORT: 'false',
      DATA_SOURCES_JSON: JSON.stringify({ openalex: { costEstimate: 12.5 } }),
      DATA_SOURCES_PROBE_TIMEOUT_MS: '2000',
    });
  });
  after(async () => {
    await t?.close();
    await env?.drop();
    await replay?.close();
  });

  const admin = () => t.as('alan');

  it('health: real checks of the database, Redis, the event store, projection lag and queues', async () => {
    const res = await (await admin()).get('/api/admin/health');
    assert.equal(res.status, 200, res.text);
    const h = res.body as AdminHealth;
    assert.deepEqual(h.checks.map((c) => c.name), ['Database', 'Redis', 'Event store', 'Projection lag', 'Queue depth']);
    for (const c of h.checks) assert.equal(c.status, 'ok', `${c.name}: ${c.detail}`);
    assert.match(h.checks[0].detail, /^PostgreSQL \d+/);
    assert.equal(h.checks[1].detail, 'PING PONG');
    assert.ok(h.projections.some((p) => p.name === 'scraping-stats'));
    assert.ok(h.projections.every((p) => typeof p.behind === 'number'));
    assert.ok(h.queues.some((q) => q.name === 'course-scraping'));
  });

  it('system: session, TLS, admins, build and migrations as configured', async () => {
    const res = await (await admin()).get('/api/admin/system');
    assert.equal(res.status, 200, res.text);
    const s = res.body as SystemStatus;
    const fact = (list: SystemStatus['security'], label: string) => list.find((f) => f.label === label)?.value;
    assert.match(fact(s.security, 'Session cookie') ?? '', /HttpOnly, SameSite=Lax/);
    assert.match(fact(s.security, 'TLS') ?? '', /plain http/);
    assert.match(fact(s.security, 'Admins') ?? '', /^1 signed in so far/);
    assert.ok(s.migrations.applied.includes('700-scraping.sql'));
    assert.deepEqual(s.migrations.pending, []);
    assert.match(fact(s.deployment, 'Migrations') ?? '', /applied, 0 pending/);
    assert.ok(s.checklist.length > 0);
  });

  it('databases: status before any check, connect checks each configured source, sync starts the connected ones', async () => {
    const a = await admin();
    let status = (await a.get('/api/admin/databases/status')).body as DatabaseStatus;
    assert.deepEqual(status.connections.map((c) => [c.id, c.status]), [
      ['arxiv-api', 'unchecked'],
      ['arxiv-oai-pmh', 'unchecked'],
      ['openalex', 'unchecked'],
      ['llm', 'not_configured'],
    ]);
    assert.equal(status.totalConnections, 3);
    assert.equal(status.activeConnections, 0);
    assert.equal(status.totalCost, 12.5);
    assert.equal(status.legalCompliance, 1);
    assert.equal(status.s3Configured, false);

    const blocked = await a.post('/api/admin/databases/sync');
    assert.equal(blocked.status, 409, 'nothing connected yet');

    arxivUp = false;
    const connect = await a.post('/api/admin/databases/connect');
    assert.equal(connect.status, 200, connect.text);
    assert.match(connect.body.message, /2 of 3 configured sources connected/);
    status = (await a.get('/api/admin/databases/status')).body as DatabaseStatus;
    assert.deepEqual(status.connections.map((c) => c.status), ['disconnected', 'connected', 'connected', 'not_configured']);
    assert.match(status.connections[0].lastError ?? '', /503/);
    assert.equal(status.activeConnections, 2);

    arxivUp = true;
    await a.post('/api/admin/databases/connect');
    status = (await a.get('/api/admin/databases/status')).body as DatabaseStatus;
    assert.equal(status.activeConnections, 3);

    const sync = await a.post('/api/admin/databases/sync');
    assert.equal(sync.status, 202, sync.text);
    assert.deepEqual(sync.body.started.map((s: { id: string }) => s.id), ['arxiv-api', 'arxiv-oai-pmh']);
    assert.deepEqual(sync.body.skipped.map((s: { id: string }) => s.id), ['openalex', 'llm']);
    const harvest = await eventually(async () => {
      const r = (await a.get('/api/admin/acquisition')).body;
      return r.status === 'completed' ? r : null;
    }, 15_000, 'the OAI-PMH sync harvest to finish');
    assert.match(harvest.from, /^\d{4}-\d{2}-\d{2}$/);
    // The arXiv API sync ran too: its papers are in the catalog, and counted for the source.
    status = await eventually(async () => {
      const s = (await a.get('/api/admin/databases/status')).body as DatabaseStatus;
      return s.connections[0].totalRecords > 0 ? s : null;
    }, 15_000, 'the arXiv sync papers');
    assert.equal(status.totalRecords, status.connections[0].totalRecords);
    const events = await eventsOf(env.pool, { type: 'DataSourceSyncStarted' });
    assert.equal(events.length, 2);
  });

  it('arXiv bulk path: setup checks OAI-PMH and says S3 needs credentials; download validates and starts a limited harvest', async () => {
    const a = await admin();
    const setup = await a.post('/api/admin/arxiv/setup');
    assert.equal(setup.status, 200, setup.text);
    assert.equal(setup.body.oaiPmh.reachable, true);
    assert.equal(setup.body.s3Configured, false);
    assert.match(setup.body.message, /ARXIV_S3_ACCESS_KEY_ID/);

    for (const body of [{}, { limit: 0 }, { limit: 'ten' }, { limit: 2.5 }]) {
      const bad = await a.post('/api/admin/arxiv/download').send(body);
      assert.equal(bad.status, 400, JSON.stringify(body));
      assert.match(JSON.stringify(bad.body), /limit/);
    }
    const ok = await a.post('/api/admin/arxiv/download').send({ limit: 25 });
    assert.equal(ok.status, 202, ok.text);
    assert.equal(ok.body.limit, 25);
    assert.equal(ok.body.via, 'OAI-PMH');
    const started = await eventsOf(env.pool, { type: 'HarvestStarted' });
    assert.equal((started.at(-1)!.data as { limit: number }).limit, 25);
  });
});
