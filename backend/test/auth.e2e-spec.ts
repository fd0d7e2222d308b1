/** Sign-in, the session and the CSRF guard, over HTTP (docs/ARCHITECTURE.md §9). */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import request from 'supertest';
import { CSRF_MESSAGE } from '../src/platform/http/csrf.js';
import { sessionCookieOf, signIn } from './support/sign-in.js';
import { type TestApp, startTestApp } from './support/test-app.js';

describe('auth', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => {
    await t?.close();
  });

  it('answers 401 {message} to an anonymous GET /api/auth/user and sets no cookie', async () => {
    const res = await t.anonymous().get('/api/auth/user');
    assert.equal(res.status, 401);
    assert.deepEqual(res.body, { message: 'Not signed in', requestId: res.headers['x-request-id'] });
    assert.equal(sessionCookieOf(res), null);
  });

  it('signs in through the whole authorization-code flow: a free user', async () => {
    const { user, hops } = await signIn(t.anonymous(), 'ada', t.baseUrl);
    assert.deepEqual(
      { name: user.name, email: user.email, avatar: user.avatar, plan: user.plan, role: user.role },
      { name: 'Ada Lovelace', email: 'ada@scholarlens.local', avatar: null, plan: 'free', role: 'user' },
    );
    assert.match(user.id, /^[0-9a-f-]{36}$/);
    assert.ok(hops.some((h) => h.path.startsWith('/oidc/interaction/')), 'the flow went through the sign-in page');
  });

  it('lands back on the page sign-in started from (a same-origin path)', async () => {
    const back = '/paper/2606.32040?tab=notes';
    await signIn(t.anonymous(), 'ada', t.baseUrl, { start: `/auth/google?returnTo=${encodeURIComponent(back)}`, landing: back });
  });

  it('never redirects off the app after sign-in: a foreign returnTo lands on /', async () => {
    for (const evil of ['//evil.example', 'https://evil.example', '/\\evil.example', 'http://evil.example/paper/1']) {
      await signIn(t.anonymous(), 'ada', t.baseUrl, { start: `/auth/google?returnTo=${encodeURIComponent(evil)}`, landing: '/' });
    }
  });

  it('sends sign-in started on another host name over to PUBLIC_URL first, keeping returnTo', async () => {
    const otherHost = new URL(t.baseUrl.replace('127.0.0.1', 'localhost')).host;
    const res = await request(t.baseUrl).get('/auth/google?returnTo=%2Fbookmarks').set('Host', otherHost).redirects(0);
    assert.equal(res.status, 302);
    assert.equal(res.headers.location, `${t.baseUrl}/auth/google?returnTo=%2Fbookmarks`);
    assert.equal(sessionCookieOf(res), null, 'no session is begun on the other host');
    const evil = await request(t.baseUrl).get('/auth/google?returnTo=%2F%2Fevil.example').set('Host', otherHost).redirects(0);
    assert.equal(evil.headers.location, `${t.baseUrl}/auth/google`);
  });

  it('is the same user at every sign-in', async () => {
    const first = await signIn(t.anonymous(), 'ada', t.baseUrl);
    const second = await signIn(t.anonymous(), 'ada', t.baseUrl);
    assert.equal(first.user.id, second.user.id);
  });

  it('makes the configured admin e-mail an admin', async () => {
    const { user } = await signIn(t.anonymous(), 'alan', t.baseUrl);
    assert.equal(user.email, 'admin@scholarlens.local');
    assert.equal(user.role, 'admin');
  });

  it('starts the pro demo account on pro', async () => {
    const { user } = await signIn(t.anonymous(), 'grace', t.baseUrl);
    assert.equal(user.name, 'Grace Hopper');
    assert.equal(user.plan, 'pro');
    assert.equal(user.role, 'user');
  });

  it('issues an HttpOnly, SameSite=Lax session cookie and a new session id at sign-in', async () => {
    const { sessionCookie, sessionIdBefore, sessionIdAfter } = await signIn(t.anonymous(), 'ada', t.baseUrl);
    const attributes = sessionCookie.split(';').map((a) => a.trim().toLowerCase());
    assert.ok(attributes.includes('httponly'), sessionCookie);
    assert.ok(attributes.includes('samesite=lax'), sessionCookie);
    assert.ok(attributes.includes('path=/'), sessionCookie);
    assert.ok(!attributes.includes('secure'), 'plain-http test app: not Secure (TRUST_PROXY=true makes it Secure)');
    assert.notEqual(sessionIdAfter, sessionIdBefore, 'the session id must change at sign-in');
  });

  it('does not let the pre-sign-in session id in after sign-in (session fixation)', async () => {
    const agent = t.anonymous();
    const start = await agent.get('/auth/google').redirects(0);
    const planted = sessionCookieOf(start)!.split(';')[0];
    // The victim completes sign-in in the same jar; the attacker kept the planted cookie.
    const victim = await signIn(agent, 'ada', t.baseUrl);
    assert.equal(victim.user.email, 'ada@scholarlens.local');
    const attacker = await request(t.baseUrl).get('/api/auth/user').set('Cookie', planted);
    assert.equal(attacker.status, 401);
  });

  it('signs out: the session ends and /auth/logout redirects to /', async () => {
    const { agent } = await signIn(t.anonymous(), 'ada', t.baseUrl);
    const cookie = (await agent.get('/api/auth/user')).request.cookies;
    const out = await agent.get('/auth/logout').redirects(0);
    assert.equal(out.status, 302);
    assert.equal(out.headers.location, '/');
    assert.match(sessionCookieOf(out) ?? '', /Expires=Thu, 01 Jan 1970/);
    assert.equal((await agent.get('/api/auth/user')).status, 401);
    // The old cookie is dead server-side too, not only forgotten by the browser.
    const replay = await request(t.baseUrl).get('/api/auth/user').set('Cookie', String(cookie));
    assert.equal(replay.status, 401);
  });

  it('redirects GET /api/login to /auth/google', async () => {
    const res = await t.anonymous().get('/api/login').redirects(0);
    assert.equal(res.status, 302);
    assert.equal(res.headers.location, '/auth/google');
  });

  it('starts sign-in at /auth/google with PKCE, state and nonce at the configured issuer', async () => {
    const res = await t.anonymous().get('/auth/google').redirects(0);
    assert.equal(res.status, 302);
    const url = new URL(res.headers.location);
    assert.equal(url.origin + url.pathname, `${t.baseUrl}/oidc/auth`);
    assert.equal(url.searchParams.get('redirect_uri'), `${t.baseUrl}/auth/callback`);
    assert.equal(url.searchParams.get('response_type'), 'code');
    assert.equal(url.searchParams.get('scope'), 'openid profile email');
    assert.equal(url.searchParams.get('code_challenge_method'), 'S256');
    for (const p of ['state', 'nonce', 'code_challenge', 'client_id']) assert.ok(url.searchParams.get(p), p);
  });

  it('refuses a callback with no sign-in in progress, and one with a forged state', async () => {
    const none = await t.anonymous().get('/auth/callback?code=x&state=y');
    assert.equal(none.status, 400);
    assert.match(none.body.message, /No sign-in in progress/);
    const agent = t.anonymous();
    await agent.get('/auth/google').redirects(0);
    const forged = await agent.get('/auth/callback?code=x&state=forged');
    assert.equal(forged.status, 400);
    assert.equal((await agent.get('/api/auth/user')).status, 401);
  });

  it('serves the local issuer’s discovery document at PUBLIC_URL/oidc', async () => {
    const res = await t.anonymous().get('/oidc/.well-known/openid-configuration');
    assert.equal(res.status, 200);
    assert.equal(res.body.issuer, `${t.baseUrl}/oidc`);
    assert.ok(res.body.code_challenge_methods_supported.includes('S256'));
  });

  describe('CSRF origin check on state-changing calls', () => {
    it('refuses a POST from a foreign Origin with 403 {message}', async () => {
      const agent = await t.as('ada');
      const res = await agent.post('/api/usage').set('Origin', 'https://evil.example').send({ feature: 'aiSummary' });
      assert.equal(res.status, 403);
      assert.deepEqual(res.body, { message: CSRF_MESSAGE, requestId: res.headers['x-request-id'] });
    });

    it('refuses a foreign Referer when there is no Origin, and Origin: null', async () => {
      const agent = await t.as('ada');
      const byReferer = await agent
        .post('/api/usage')
        .set('Referer', 'https://evil.example/page')
        .send({ feature: 'aiSummary' });
      assert.equal(byReferer.status, 403);
      const nullOrigin = await agent.post('/api/usage').set('Origin', 'null').send({ feature: 'aiSummary' });
      assert.equal(nullOrigin.status, 403);
    });

    it('refuses foreign origins before authentication, on /auth too', async () => {
      const res = await t.anonymous().delete('/auth/anything').set('Origin', 'https://evil.example');
      assert.equal(res.status, 403);
    });

    it('accepts the same origin, a same-origin Referer, and calls without either header', async () => {
      const agent = await t.as('ada');
      const same = await agent.post('/api/usage').set('Origin', t.baseUrl).send({ feature: 'aiSummary' });
      assert.equal(same.status, 201);
      const referer = await agent
        .post('/api/usage')
        .set('Referer', `${t.baseUrl}/paper/1`)
        .send({ feature: 'aiSummary' });
      assert.equal(referer.status, 201);
      const bare = await agent.post('/api/usage').send({ feature: 'aiSummary' });
      assert.equal(bare.status, 201);
    });

    it('leaves safe methods alone', async () => {
      const res = await t.anonymous().get('/api/auth/user').set('Origin', 'https://evil.example');
      assert.equal(res.status, 401);
    });
  });
});

describe('auth with ALLOWED_ORIGINS and TRUST_PROXY', () => {
  let t: TestApp;
  before(async () => {
    // TRUST_PROXY is production: the development secrets are refused there.
    t = await startTestApp({ ALLOWED_ORIGINS: 'http://localhost:5173', TRUST_PROXY: 'true', SESSION_SECRET: 'x'.repeat(40), OIDC_COOKIE_KEYS: 'y'.repeat(40) });
  });
  after(async () => {
    await t?.close();
  });

  it('lets an origin listed in ALLOWED_ORIGINS through the CSRF check (then the access rule applies)', async () => {
    const allowed = await t.anonymous().post('/api/usage').set('Origin', 'http://localhost:5173').send({ feature: 'aiSummary' });
    assert.equal(allowed.status, 401);
    const foreign = await t.anonymous().post('/api/usage').set('Origin', 'http://localhost:5174').send({ feature: 'aiSummary' });
    assert.equal(foreign.status, 403);
  });

  it('marks the session cookie Secure behind a TLS-terminating proxy', async () => {
    const res = await t.anonymous().get('/auth/google').set('X-Forwarded-Proto', 'https').redirects(0);
    assert.equal(res.status, 302);
    const cookie = sessionCookieOf(res);
    assert.ok(cookie, 'no session cookie');
    assert.ok(cookie.split(';').map((a) => a.trim().toLowerCase()).includes('secure'), cookie);
  });
});
