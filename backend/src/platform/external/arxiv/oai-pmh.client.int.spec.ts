import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { oaiPmhRoutes, recordedOaiBody, startReplayServer, withResumptionToken, type ReplayRoutes, type ReplayServer } from '../../testing/replay-server.js';
import { OaiPmhClient, type OaiPmhClientOptions } from './oai-pmh.client.js';
import { OaiPmhError, type OaiRecordsPage } from './oai-pmh.js';

const XML = { 'content-type': 'text/xml' };
const LIST_RECORDS = recordedOaiBody('ListRecords');

describe('OaiPmhClient against recorded responses', () => {
  let server: ReplayServer;
  let routes: ReplayRoutes;
  const waits: number[] = [];

  before(async () => {
    server = await startReplayServer((req) => routes(req));
  });
  after(() => server.close());

  function client(options: OaiPmhClientOptions = {}) {
    waits.length = 0;
    server.requests.length = 0;
    return new OaiPmhClient({ baseUrl: `${server.url}/oai2`, minIntervalMs: 0, sleep: async (ms) => void waits.push(ms), ...options });
  }

  it('waits out the recorded 503 Retry-After: 10, then reads the page', async () => {
    routes = oaiPmhRoutes(); // the real recording: 503 (Retry-After 10), then 200
    const page = await client().listRecords({ from: '2015-01-01', until: '2015-01-03' });
    assert.deepEqual(waits, [10_000]);
    assert.equal(server.requests.length, 2);
    assert.deepEqual(page.records.map((r) => r.arxivId), ['1412.8544', 'hep-th/9504118']);
    assert.equal(page.token, null);
    const q = server.requests[0].query;
    assert.equal(q.get('verb'), 'ListRecords');
    assert.equal(q.get('metadataPrefix'), 'arXiv');
    assert.equal(q.get('from'), '2015-01-01');
    assert.equal(q.get('until'), '2015-01-03');
    assert.equal(q.has('set'), false);
  });

  it('follows a resumption token across two pages', async () => {
    // The recording fit in one page, so the two pages are derived from it (see withResumptionToken).
    routes = oaiPmhRoutes(undefined, {
      extra: {
        ListRecords: [{ status: 200, headers: XML, body: withResumptionToken(LIST_RECORDS, { value: '6613279|1001', cursor: 0, completeListSize: 4 }) }],
        'ListRecords|6613279|1001': [{ status: 200, headers: XML, body: withResumptionToken(LIST_RECORDS, { value: '', cursor: 2, completeListSize: 4 }) }],
      },
    });
    const pages: OaiRecordsPage[] = [];
    for await (const page of client().harvest({ set: 'cs', from: '2015-01-01' })) pages.push(page);
    assert.equal(pages.length, 2);
    assert.deepEqual(pages[0].token, { value: '6613279|1001', cursor: 0, completeListSize: 4 });
    assert.equal(pages[1].token, null);
    assert.equal(pages[1].completeListSize, 4);
    assert.equal(pages.flatMap((p) => p.records).length, 4);

    const [first, second] = server.requests;
    assert.equal(first.query.get('set'), 'cs');
    // OAI-PMH: resumptionToken is an exclusive argument
    assert.deepEqual([...second.query.keys()].sort(), ['resumptionToken', 'verb']);
    assert.equal(second.query.get('resumptionToken'), '6613279|1001');
  });

  it('resumes from a saved token (after a crash)', async () => {
    routes = oaiPmhRoutes(undefined, {
      extra: { 'ListRecords|saved': [{ status: 200, headers: XML, body: withResumptionToken(LIST_RECORDS, { value: '', cursor: 2, completeListSize: 4 }) }] },
    });
    const page = await client().listRecords({ resumptionToken: 'saved' });
    assert.equal(page.records.length, 2);
    assert.equal(page.token, null);
  });

  it('surfaces badResumptionToken as OaiPmhError', async () => {
    const body = `<?xml version="1.0" encoding="UTF-8"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2018-06-21T14:31:04Z</responseDate><request verb="ListRecords">http://export.arxiv.org/oai2</request><error code="badResumptionToken">expired</error></OAI-PMH>`;
    routes = () => ({ status: 200, headers: XML, body });
    await assert.rejects(client().listRecords({ resumptionToken: 'old' }), (e: unknown) => e instanceof OaiPmhError && e.code === 'badResumptionToken');
  });

  it('refuses a Retry-After longer than allowed', async () => {
    routes = () => ({ status: 503, headers: { 'retry-after': '3600' }, body: 'maintenance' });
    await assert.rejects(client({ maxRetryAfterMs: 60_000 }).listRecords({}), /asks to retry after 3600 s/);
    assert.equal(server.requests.length, 1);
  });

  it('keeps the minimum interval between pages', async () => {
    routes = oaiPmhRoutes(undefined, {
      extra: {
        ListRecords: [{ status: 200, headers: XML, body: withResumptionToken(LIST_RECORDS, { value: 't2', cursor: 0, completeListSize: 4 }) }],
        'ListRecords|t2': [{ status: 200, headers: XML, body: LIST_RECORDS }],
      },
    });
    for await (const _ of client({ minIntervalMs: 200 }).harvest()) void _;
    const [a, b] = server.requests.map((r) => r.receivedAt);
    assert.ok(b - a >= 195, `gap ${(b - a).toFixed(1)} ms`);
  });
});
