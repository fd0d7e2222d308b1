import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RequestGate } from './request-gate.js';
import { backoffDelay, isRetryableStatus, parseRetryAfter } from './retrying-fetch.js';

describe('retry rules', () => {
  it('retries 429 and 5xx only', () => {
    assert.deepEqual([429, 500, 502, 503, 504].map(isRetryableStatus), [true, true, true, true, true]);
    assert.deepEqual([200, 400, 401, 404].map(isRetryableStatus), [false, false, false, false]);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    assert.equal(parseRetryAfter('10'), 10_000);
    const now = Date.parse('2018-06-21T14:30:51Z');
    assert.equal(parseRetryAfter('Thu, 21 Jun 2018 14:31:01 GMT', now), 10_000);
    assert.equal(parseRetryAfter(null), null);
    assert.equal(parseRetryAfter('soon'), null);
  });

  it('doubles the backoff up to the cap', () => {
    const policy = { maxRetries: 9, backoffBaseMs: 1000, backoffMaxMs: 5000, maxRetryAfterMs: 0, timeoutMs: 0 };
    assert.deepEqual([0, 1, 2, 3, 4].map((r) => backoffDelay(r, policy)), [1000, 2000, 4000, 5000, 5000]);
  });
});

describe('RequestGate', () => {
  it('runs callers one at a time, in order, spaced by the interval, even after a failure', async () => {
    const gate = new RequestGate(50);
    const log: Array<[string, number]> = [];
    const job = (name: string, fail = false) =>
      gate.run(async () => {
        log.push([`${name}:start`, performance.now()]);
        await new Promise((r) => setTimeout(r, 10));
        log.push([`${name}:end`, performance.now()]);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([job('a'), job('b', true), job('c')]);
    assert.deepEqual(results.map((r) => r.status), ['fulfilled', 'rejected', 'fulfilled']);
    assert.deepEqual(log.map(([e]) => e), ['a:start', 'a:end', 'b:start', 'b:end', 'c:start', 'c:end']);
    for (const i of [2, 4]) assert.ok(log[i][1] - log[i - 1][1] >= 48, `wait before ${log[i][0]}`);
  });

  it('keeps the interval when the event loop was busy as the previous request ended', async () => {
    // A single timer of the remaining wait can fire a fraction of a millisecond early by performance.now().
    const gate = new RequestGate(120);
    let end = 0;
    await gate.run(async () => {
      const busyUntil = performance.now() + 100;
      while (performance.now() < busyUntil) {
        // a long synchronous task, as parsing a large page is
      }
      end = performance.now();
    });
    const start = await gate.run(async () => performance.now());
    assert.ok(start - end >= 120, `the next request started ${Math.round(start - end)} ms after the previous one ended`);
  });
});
