/**
 * Two backends side by side on one PostgreSQL database and one Redis prefix, as an operator runs
 * them behind one address: this test process's app (A) and a second backend started as a child
 * process (B, `node backend/dist/src/main.js`), each with its projection runners and job workers.
 * Under concurrent load spread over both: the free plan's 3 summaries are not over-spent (the
 * metering lock is a PostgreSQL advisory lock), one paper is summarised once however many ask at
 * once, every event is applied once by the projections, and a job asked for on both runs once.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import request from 'supertest';
import { AI_TAGGING_QUEUE } from '../src/modules/discovery/ai/auto-tagging-papers/auto-tag.jobs.js';
import { Queues } from '../src/platform/queue/queues.js';
import { type AiTestApp, startAiTestApp } from './ai.support.js';
import { signIn } from './support/sign-in.js';
import { startSecondBackend } from './support/second-backend.js';

describe('two backends side by side', () => {
  let a: AiTestApp;
  let b: Awaited<ReturnType<typeof startSecondBackend>>;
  let ids: string[];
  /** Session cookies (sessions live in the shared Redis, so one works on both backends). */
  const cookies = new Map<string, string>();

  const cookieOf = async (account: 'ada' | 'grace' | 'alan' | 'marie') => {
    let cookie = cookies.get(account);
    if (!cookie) {
      const result = await signIn(request.agent(a.baseUrl), account, a.baseUrl);
      cookie = result.sessionCookie.split(';')[0];
      cookies.set(account, cookie);
    }
    return cookie;
  };
  /** The i-th call goes to A when i is even, to B when odd. */
  const backend = (i: number) => (i % 2 === 0 ? a.baseUrl : b.url);
  const countEvents = async (sql: string, values: unknown[]) => (await a.pool.query<{ n: number }>(`select count(*)::int as n from events where ${sql}`, values)).rows[0].n;

  before(async () => {
    a = await startAiTestApp('two_backends', 30);
    b = await startSecondBackend(a.databaseUrl);
    ids = (await a.pool.query<{ id: string }>('select id from papers order by id')).rows.map((r) => r.id);
  });
  after(async () => {
    await b?.stop();
    await a?.close();
  });

  it('both serve the same session and catalog', async () => {
    const ada = await cookieOf('ada');
    const [onA, onB] = await Promise.all([request(a.baseUrl).get('/api/auth/user').set('Cookie', ada), request(b.url).get('/api/auth/user').set('Cookie', ada)]);
    assert.equal(onA.status, 200);
    assert.deepEqual(onB.body, onA.body);
    assert.equal((await request(b.url).get(`/api/papers/${ids[0]}`)).status, 200);
  });

  it("the free plan's 3 summaries are not over-spent by requests hitting both at once", async () => {
    const ada = await cookieOf('ada');
    const answers = await Promise.all(ids.slice(0, 10).map((id, i) => request(backend(i)).post(`/api/papers/${id}/summary`).set('Cookie', ada)));
    const statuses = answers.map((r) => r.status).sort();
    assert.deepEqual(statuses, [200, 200, 200, 429, 429, 429, 429, 429, 429, 429], answers.map((r) => r.text).join('\n'));
    const user = (await request(a.baseUrl).get('/api/auth/user').set('Cookie', ada)).body as { id: string };
    assert.equal(await countEvents(`type = 'UsageRecorded' and data->>'feature' = 'aiSummary' and stream_id like $1`, [`%${user.id}`]), 3);
    const usage = (await request(b.url).get('/api/usage').set('Cookie', ada)).body as { feature: string; count: number }[];
    assert.equal(usage.find((u) => u.feature === 'aiSummary')?.count, 3);
  });

  it('one paper asked for by several users on both backends at once is summarised once', async () => {
    const [grace, alan] = await Promise.all([cookieOf('grace'), cookieOf('alan')]);
    const id = ids[20];
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => request(backend(i)).post(`/api/papers/${id}/summary`).set('Cookie', i % 4 < 2 ? grace : alan)));
    for (const res of answers) assert.equal(res.status, 200, res.text);
    assert.equal(new Set(answers.map((r) => r.body.summary)).size, 1, 'everyone gets the one summary');
    assert.equal(await countEvents(`type = 'PaperSummarized' and stream_id like $1`, [`%${id}`]), 1);
  });

  it('each event is applied once by the projections while both run them', async () => {
    const marie = await cookieOf('marie');
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => request(backend(i)).post('/api/usage').set('Cookie', marie).send({ feature: 'citationExport' })),
    );
    const recorded = answers.filter((r) => r.status === 201).length;
    for (const res of answers) assert.ok([201, 409].includes(res.status), res.text);
    assert.ok(recorded > 0);
    const user = (await request(a.baseUrl).get('/api/auth/user').set('Cookie', marie)).body as { id: string };
    const events = await countEvents(`type = 'UsageRecorded' and data->>'feature' = 'citationExport' and stream_id like $1`, [`%${user.id}`]);
    assert.equal(events, recorded);
    for (const base of [a.baseUrl, b.url]) {
      const usage = (await request(base).get('/api/usage').set('Cookie', marie)).body as { feature: string; count: number }[];
      assert.equal(usage.find((u) => u.feature === 'citationExport')?.count, recorded, `${base}: the usage count is the number of events`);
    }
  });

  it('a job asked for on both backends at once runs once', async () => {
    const grace = await cookieOf('grace');
    const answers = await Promise.all([0, 1, 2, 3].map((i) => request(backend(i)).post('/api/papers/auto-tag').set('Cookie', grace).send({ batchSize: 5 })));
    if (answers.some((res) => res.status !== 200)) {
      // 202: a job outlived AUTO_TAG_WAIT_MS. Say where the queue's jobs stood, so a failure explains itself.
      const queue = a.app.get(Queues).get(AI_TAGGING_QUEUE);
      const jobs = await queue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed']);
      const states = await Promise.all(jobs.map(async (j) => `${j.id}: ${await j.getState()} ${j.failedReason ?? ''}`));
      assert.fail(`answers ${answers.map((r) => `${r.status} ${r.text}`).join(' | ')}; jobs ${states.join('; ')}`);
    }
    const tagged = await a.pool.query<{ stream_id: string; n: number }>(`select stream_id, count(*)::int as n from events where type = 'PaperTagged' group by stream_id`);
    assert.equal(tagged.rows.length, 5, 'five papers tagged');
    assert.ok(tagged.rows.every((r) => r.n === 1), `each once: ${JSON.stringify(tagged.rows)}`);
  });
});
