/**
 * Issue #27's findings, each answered over HTTP on real PostgreSQL and Redis: the CSRF check is
 * case-insensitive and writes take JSON only; a started sign-in holds its state for minutes; a
 * visitor's views of a paper count once an hour; each of several concurrent note editors gets back
 * what it wrote; the admin health check does not pile up listeners; the session Redis client has an
 * error listener; /api/health answers 503 when
 * Redis is down; a keyless live-research call is one warning line, not an ERROR with a stack.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Logger, type LoggerService } from '@nestjs/common';
import type { Note, Paper } from '@scholarlens/contracts';
import type { Redis } from 'ioredis';
import { RedisProbe } from '../src/modules/admin/console/health/admin-health.query.js';
import { PENDING_SIGN_IN_MS } from '../src/modules/accounts/accounts.controller.js';
import { SESSION_REDIS } from '../src/platform/auth/auth.module.js';
import { CSRF_MESSAGE, JSON_ONLY_MESSAGE } from '../src/platform/http/csrf.js';
import { type AiTestApp, startAiTestApp } from './ai.support.js';

describe('hardening (issue #27 findings)', () => {
  let t: AiTestApp;
  let paper: Paper;

  before(async () => {
    t = await startAiTestApp('hardening', 5, { OPENALEX_API_KEY: '' });
    const { rows } = await t.pool.query<{ id: string }>('select id from papers order by id limit 1');
    paper = (await t.anonymous().get(`/api/papers/${rows[0].id}`)).body as Paper;
  });
  after(async () => {
    await t?.close();
  });

  it('the CSRF check ignores the path case, and writes take JSON bodies only', async () => {
    const ada = await t.as('ada');
    for (const path of [`/API/papers/${paper.id}/notes`, `/Api/papers/${paper.id}/notes`, `/api/papers/${paper.id}/notes`]) {
      const res = await ada.post(path).set('Origin', 'http://127.0.0.1:1').type('form').send({ content: 'planted' });
      assert.equal(res.status, 403, `${path}: ${res.text}`);
      assert.equal(res.body.message, CSRF_MESSAGE);
    }
    // Same origin (or none) but a form body: refused before any parser or handler.
    for (const type of ['form', 'text'] as const) {
      const res = await ada.post(`/API/papers/${paper.id}/notes`).set('Origin', t.baseUrl).type(type).send(type === 'form' ? { content: 'planted' } : 'content=planted');
      assert.equal(res.status, 415, res.text);
      assert.equal(res.body.message, JSON_ONLY_MESSAGE);
    }
    const notes = (await ada.get(`/api/papers/${paper.id}/notes`)).body as Note[];
    assert.equal(notes.filter((n) => n.content === 'planted').length, 0);
    // JSON still works, and a body-less POST is not a form.
    assert.equal((await ada.post(`/api/papers/${paper.id}/notes`).set('Origin', t.baseUrl).send({ content: 'kept' })).status, 201);
  });

  it('a started sign-in keeps its state for minutes, not a session lifetime', async () => {
    const res = await t.anonymous().get('/auth/google').redirects(0);
    assert.equal(res.status, 302);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('scholarlens.sid='));
    assert.ok(cookie, 'the pending sign-in has a cookie');
    const id = decodeURIComponent(cookie.split(';')[0].slice('scholarlens.sid='.length)).replace(/^s:/, '').split('.')[0];
    const redis = t.app.get<Redis>(SESSION_REDIS);
    const ttl = await redis.ttl(`${process.env.REDIS_PREFIX ?? 'scholarlens:'}sess:${id}`);
    assert.ok(ttl > 0 && ttl <= PENDING_SIGN_IN_MS / 1000, `TTL ${ttl} s`);
    const expires = /Expires=([^;]+)/.exec(cookie)?.[1];
    assert.ok(expires && Date.parse(expires) - Date.now() <= PENDING_SIGN_IN_MS + 5000, `the cookie expires with it: ${expires}`);
  });

  it("a visitor's views of a paper count once per hour", async () => {
    const before_ = ((await t.anonymous().get(`/api/papers/${paper.id}`)).body as Paper).views;
    const events = async () =>
      (await t.pool.query<{ n: number }>(`select count(*)::int as n from events where type = 'PaperViewed' and data is not null and stream_id like $1`, [`%${paper.id}%`])).rows[0].n;
    const viewedBefore = await events();
    for (let i = 0; i < 5; i++) assert.equal((await t.anonymous().get(`/api/papers/${paper.id}`)).status, 200);
    assert.equal(await events(), viewedBefore, 'the same anonymous visitor (IP) counted already');
    const grace = await t.as('grace');
    const first = (await grace.get(`/api/papers/${paper.id}`)).body as Paper;
    assert.equal(first.views, before_ + 1, 'a signed-in visitor is another visitor');
    const again = (await grace.get(`/api/papers/${paper.id}`)).body as Paper;
    assert.equal(again.views, before_ + 1);
    assert.equal(await events(), viewedBefore + 1);
  });

  it('of concurrent edits of one note, each editor gets back what it wrote', async () => {
    const ada = await t.as('ada');
    const note = (await ada.post(`/api/papers/${paper.id}/notes`).send({ content: 'draft' })).body as Note;
    const answers = await Promise.all(Array.from({ length: 13 }, (_, i) => ada.put(`/api/notes/${note.id}`).send({ content: `edit ${i}` })));
    const ok = answers.map((res, i) => ({ res, i })).filter(({ res }) => res.status === 200);
    assert.ok(ok.length > 0, answers.map((r) => r.status).join(','));
    for (const { res, i } of ok) assert.equal((res.body as Note).content, `edit ${i}`);
    for (const res of answers) assert.ok([200, 409].includes(res.status), res.text);
  });

  it('the admin health check keeps one error listener on its Redis probe', async () => {
    const alan = await t.as('alan');
    for (let i = 0; i < 12; i++) assert.equal((await alan.get('/api/admin/health')).status, 200);
    const probe = t.app.get(RedisProbe) as unknown as { client: Redis };
    assert.equal(probe.client.listenerCount('error'), 1);
  });

  it('the session Redis client has an error listener: an error it emits is a warning, the process stands', async () => {
    const redis = t.app.get<Redis>(SESSION_REDIS);
    // Without a listener, EventEmitter throws an emitted 'error' (ioredis's "Unhandled error event" ends the process).
    assert.doesNotThrow(() => redis.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379')));
    assert.equal((await t.anonymous().get('/api/health')).status, 200);
  });

  it('a keyless live-research call logs one warning line, no ERROR and no stack', async () => {
    const lines: { level: string; message: string }[] = [];
    const capture = (level: string) => (message: unknown) => {
      lines.push({ level, message: String(message) });
    };
    const logger: LoggerService = { log: capture('log'), warn: capture('warn'), error: capture('error'), debug: capture('debug'), verbose: capture('verbose') };
    Logger.overrideLogger(logger);
    try {
      const res = await t.anonymous().get('/api/google-scholar/latest?limit=1');
      assert.equal(res.status, 503);
    } finally {
      Logger.overrideLogger(false);
    }
    assert.deepEqual(lines.filter((l) => l.level === 'error'), []);
    const warnings = lines.filter((l) => l.level === 'warn');
    assert.ok(warnings.length <= 1, JSON.stringify(warnings));
    for (const w of warnings) assert.doesNotMatch(w.message, /\n\s+at /, 'no stack');
  });

  it('/api/health checks Redis and answers 503 when it is down (last: it cuts the connection)', async () => {
    const healthy = await t.anonymous().get('/api/health');
    assert.equal(healthy.status, 200);
    assert.equal(healthy.body.redis, 'up');
    const redis = t.app.get<Redis>(SESSION_REDIS);
    redis.disconnect();
    try {
      const res = await t.anonymous().get('/api/health');
      assert.equal(res.status, 503, res.text);
      // A 503 is an error answer, so it carries the request's id (docs/ARCHITECTURE.md §11).
      assert.deepEqual(res.body, { status: 'degraded', database: 'up', eventStore: 'up', redis: 'down', requestId: res.headers['x-request-id'] });
    } finally {
      await redis.connect().catch(() => undefined);
    }
  });
});
