/**
 * NihReporterClient against a loopback server replaying the recorded RePORTER project search
 * (../shared/data/fixtures/grants, a v1 answer: the v2 answer has the same shape) and error answers:
 * an HTTP error, and a 200 whose body is an error notice with no results (the recorded NSF Award API
 * error's shape) — both errors naming the service, never an empty list.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FIXTURES_DIR, type ReplayRoutes, type ReplayServer, startReplayServer } from '../../testing/replay-server.js';
import { ExternalHttpError } from '../http/retrying-fetch.js';
import { NihReporterClient } from './nih-reporter.client.js';

const NIH_FIXTURE = path.join(FIXTURES_DIR, 'grants', 'nih-reporter-v1-projects-search-qualitative-2019.json');
const NSF_ERROR_FIXTURE = path.join(FIXTURES_DIR, 'grants', 'nsf-awards-json-error-AwardAPI-004.json');
const JSON_HEADERS = { 'content-type': 'application/json' };

describe('NihReporterClient against recorded responses', () => {
  let server: ReplayServer;
  let routes: ReplayRoutes;
  const bodies: string[] = [];
  const recorded = JSON.parse(readFileSync(NIH_FIXTURE, 'utf8')) as { body: { meta: { total: number }; results: unknown[] } };

  before(async () => {
    server = await startReplayServer((req) => routes(req));
  });
  after(() => server.close());

  const client = () =>
    new NihReporterClient({
      url: `${server.url}/v2/projects/search`,
      minIntervalMs: 0,
      backoffBaseMs: 1,
      sleep: async () => undefined,
      // Keeps the bodies sent, to check the query.
      fetch: (input, init) => {
        bodies.push(String(init?.body ?? ''));
        return globalThis.fetch(input, init);
      },
    });

  it('POSTs the documented query and reads the recorded projects', async () => {
    routes = (req) => (req.method === 'POST' && req.path === '/v2/projects/search' ? { status: 200, headers: JSON_HEADERS, body: JSON.stringify(recorded.body) } : undefined);
    const answer = await client().search({ phrases: ['qualitative', 'mixed "methods'], limit: 20 });
    assert.equal(answer.total, 121);
    assert.equal(answer.projects.length, recorded.body.results.length);
    assert.deepEqual(answer.projects[0], {
      applId: null,
      projectNum: '5K23HL127130-05',
      title: 'Enhancing Inter-Facility Transfer for Patients with Acute Myocardial Infarction',
      agency: 'NIH',
      awardAmount: 156248,
      fiscalYear: 2019,
      projectStart: '2016-01-01T05:00:00Z',
      projectEnd: '2020-12-31T05:00:00Z',
      awardNoticeDate: '2019-01-15T05:00:00Z',
      organization: 'VANDERBILT UNIVERSITY MEDICAL CENTER',
      contactPi: 'WARD, MICHAEL J.',
      abstract: answer.projects[0].abstract,
      terms: [],
    });
    assert.match(answer.projects[0].abstract, /^DESCRIPTION \(provided by applicant\)/, 'the byte-order mark and padding are trimmed');
    const sent = JSON.parse(bodies.at(-1)!);
    assert.deepEqual(sent.criteria.advanced_text_search, { operator: 'advanced', search_field: 'projecttitle,terms,abstracttext', search_text: '"qualitative" OR "mixed methods"' });
    assert.equal(sent.limit, 20);
    assert.equal(server.requests.at(-1)!.headers['content-type'], 'application/json');
  });

  it('an HTTP error fails naming the service and status (a 400 at once, no retry)', async () => {
    routes = () => ({ status: 400, headers: JSON_HEADERS, body: '{"message":"Invalid criteria"}' });
    const before = server.requests.length;
    await assert.rejects(client().search({ phrases: ['x'], limit: 5 }), (e: unknown) => e instanceof ExternalHttpError && e.status === 400 && /^NIH RePORTER POST .* failed: HTTP 400 — .*Invalid criteria/.test(e.message));
    assert.equal(server.requests.length - before, 1);
  });

  it('a 200 carrying an error notice instead of results is an error, not "no grants"', async () => {
    const nsf = JSON.parse(readFileSync(NSF_ERROR_FIXTURE, 'utf8')) as { body: unknown };
    routes = () => ({ status: 200, headers: JSON_HEADERS, body: JSON.stringify(nsf.body) });
    await assert.rejects(client().search({ phrases: ['x'], limit: 5 }), (e: unknown) => e instanceof ExternalHttpError && /unexpected answer \(no results list\).*AwardAPI-004/.test(e.message));
  });

  it('retries a 503, then reads the answer', async () => {
    let n = 0;
    routes = () => (n++ === 0 ? { status: 503, headers: { 'content-type': 'text/plain' }, body: 'busy' } : { status: 200, headers: JSON_HEADERS, body: '{"meta":{"total":0},"results":[]}' });
    assert.deepEqual(await client().search({ phrases: ['x'], limit: 5 }), { total: 0, projects: [] });
  });
});
