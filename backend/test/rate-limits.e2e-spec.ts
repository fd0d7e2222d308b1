/**
 * Rate limits with their real defaults (the other suites raise them through the environment),
 * counted in Redis and so shared by every backend process: two app instances on one database and
 * one Redis prefix cut an anonymous burst on the AI endpoints off together, answering 429 with
 * Retry-After and a message; a signed-in user is counted apart from the IP; reads stay generous.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { RATE_LIMIT_DEFAULTS } from '../src/platform/config/rate-limit-config.js';
import { type TestApp, startTestApp } from './support/test-app.js';

/** Empty values ask for the documented defaults. */
const DEFAULT_LIMITS = Object.fromEntries(Object.values(RATE_LIMIT_DEFAULTS).map((rule) => [rule.env, '']));
/** Counts of their own: the run's other test files signed in from this IP within the minute, under raised limits. */
const OWN_COUNTS = { REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? ''}rate-limits-spec:` };

describe('rate limits shared by two backend instances', () => {
  let a: TestApp;
  let b: TestApp;

  before(async () => {
    a = await startTestApp({ ...DEFAULT_LIMITS, ...OWN_COUNTS, FIRST_START_IMPORT: 'false', SEARCH_EMBEDDING_WORKER: 'false' });
    b = await startTestApp({ ...DEFAULT_LIMITS, ...OWN_COUNTS, FIRST_START_IMPORT: 'false', SEARCH_EMBEDDING_WORKER: 'false' });
  });
  after(async () => {
    await b?.close();
    await a?.close();
  });

  it('an anonymous burst on an AI endpoint is cut off at the default, across both instances', async () => {
    const limit = RATE_LIMIT_DEFAULTS.ai.points;
    // Whatever each call answers (401: summaries need an account), every call counts against the AI tier.
    const half = Math.ceil(limit / 2);
    const first = await Promise.all(Array.from({ length: half }, () => a.anonymous().post('/api/papers/2401.00001/summary')));
    assert.deepEqual(first.filter((r) => r.status === 429).length, 0);
    const second = await Promise.all(Array.from({ length: limit - half + 3 }, () => b.anonymous().post('/api/papers/2401.00001/summary')));
    const refused = second.filter((r) => r.status === 429);
    assert.equal(refused.length, 3, `instance B counts instance A's ${half} calls: ${second.map((r) => r.status).join(',')}`);
    for (const res of refused) {
      const retryAfter = Number(res.headers['retry-after']);
      assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${res.headers['retry-after']}`);
      assert.match(res.body.message, /^Too many AI requests: try again in \d+ s$/);
    }
    // Still refused on A: one count for both.
    const again = await a.anonymous().post('/api/ai/chat').send({ message: 'hello', context: 'general' });
    assert.equal(again.status, 429);
  });

  it('a signed-in user is counted apart from the IP, and reads are not cut by that burst', async () => {
    const ada = await a.as('ada');
    const res = await ada.post('/api/papers/2401.00001/summary');
    assert.notEqual(res.status, 429, res.text);
    const reads = await Promise.all(Array.from({ length: 50 }, () => b.anonymous().get('/api/stats')));
    assert.deepEqual([...new Set(reads.map((r) => r.status))], [200]);
  });
});
