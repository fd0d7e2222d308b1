/**
 * Structured logs (platform/logging) captured from a real app: one JSON line per request with its
 * id, method, route, status, duration and user; the id sent back and in error answers; and
 * nothing secret or private anywhere in the capture (cookies, sign-in codes, secrets, note text,
 * search text).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Writable } from 'node:stream';
import type { Paper } from '@scholarlens/contracts';
import { type AiTestApp, startAiTestApp } from './ai.support.js';
import { signIn } from './support/sign-in.js';
import request from 'supertest';

const SECRETS = { SESSION_SECRET: 'session-secret-for-the-log-test-0123456789', OIDC_CLIENT_SECRET: 'client-secret-for-the-log-test-0123456789' };
const NOTE = 'Private musing 7f3a9c about the proof';
const QUERY = 'querytext5d21e';

interface Line {
  level: number;
  msg: string;
  requestId?: string;
  req?: { method: string; path: string };
  res?: { status: number };
  route?: string | null;
  userId?: string | null;
  durationMs?: number;
}

describe('structured logs', () => {
  let t: AiTestApp;
  let captured = '';
  const capture = new Writable({
    write(chunk, _encoding, done) {
      captured += chunk.toString();
      done();
    },
  });
  const lines = (): Line[] => captured.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Line);

  before(async () => {
    t = await startAiTestApp('logs', 5, { LOG_FORMAT: 'json', LOG_LEVEL: 'info', ...SECRETS }, { logDestination: capture });
  });
  after(async () => {
    await t?.close();
  });

  it('writes one line per request with id, method, route, status, duration and user, and nothing private', async () => {
    const session = await signIn(request.agent(t.baseUrl), 'ada', t.baseUrl);
    const ada = session.agent;
    const { rows } = await t.pool.query<{ id: string }>('select id from papers order by id limit 1');
    const paper = (await t.anonymous().get(`/api/papers/${rows[0]!.id}`)).body as Paper;
    const added = await ada.post(`/api/papers/${paper.id}/notes`).send({ content: NOTE });
    assert.equal(added.status, 201);
    await ada.get(`/api/papers/search?q=${QUERY}`);

    const requestId = added.headers['x-request-id'];
    assert.match(requestId, /^[0-9a-f-]{36}$/);
    // Let the last lines flush.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const line = lines().find((l) => l.requestId === requestId);
    assert.ok(line, `no line for request ${requestId}`);
    assert.equal(line.msg, 'POST /api/papers/:id/notes 201');
    assert.deepEqual(line.req, { method: 'POST', path: `/api/papers/${paper.id}/notes` });
    assert.deepEqual(line.res, { status: 201 });
    assert.equal(line.route, '/api/papers/:id/notes');
    assert.equal(line.userId, session.user.id);
    assert.equal(typeof line.durationMs, 'number');
    assert.equal(lines().filter((l) => l.requestId === requestId).length, 1, 'one line per request');

    const cookieValue = session.sessionCookie.split(';')[0]!.split('=')[1]!;
    const forbidden = {
      'the session cookie': cookieValue,
      'the session id': session.sessionIdAfter,
      'a cookie header': 'scholarlens.sid',
      'the session secret': SECRETS.SESSION_SECRET,
      'the OIDC client secret': SECRETS.OIDC_CLIENT_SECRET,
      'the sign-in code': 'code=',
      'the note text': NOTE,
      'the search text': QUERY,
    };
    assert.ok(captured.length > 1000, 'a real capture');
    for (const [what, value] of Object.entries(forbidden)) assert.ok(!captured.includes(value), `${what} is in the log`);
  });

  it('sends the request id back and puts it in error answers, a proxy’s id refused without TRUST_PROXY', async () => {
    const missing = await t.anonymous().get('/api/no-such-thing').set('X-Request-Id', 'forged-id-from-a-client');
    assert.equal(missing.status, 404);
    assert.notEqual(missing.headers['x-request-id'], 'forged-id-from-a-client');
    assert.equal(missing.body.requestId, missing.headers['x-request-id']);
    const foreign = await t.anonymous().post('/api/usage').set('Origin', 'https://evil.example').send({ feature: 'aiSummary' });
    assert.equal(foreign.status, 403);
    assert.equal(foreign.body.requestId, foreign.headers['x-request-id']);
    const invalid = await (await t.as('ada')).post('/api/papers/x/notes').send({});
    assert.ok(invalid.status >= 400 && invalid.status < 500);
    assert.equal(invalid.body.requestId, invalid.headers['x-request-id']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const line = lines().find((l) => l.requestId === missing.headers['x-request-id']);
    assert.equal(line?.res?.status, 404);
    assert.equal(line?.level, 40, '4xx lines are warnings');
  });
});
