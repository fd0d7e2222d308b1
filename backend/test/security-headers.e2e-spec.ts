/** Security headers (platform/http/security-headers.ts) on every kind of answer, over HTTP. */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CSP_NONCE_META } from '@scholarlens/contracts';
import type { Response } from 'supertest';
import { type TestApp, startTestApp } from './support/test-app.js';

/** The policy as a map: directive → its sources. */
function policyOf(res: Response): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  assert.ok(header, `no Content-Security-Policy on an answer ${res.status}`);
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const REMOTE = 'http://127.0.0.1:9';

describe('security headers', () => {
  let t: TestApp;
  const frontends = fs.mkdtempSync(path.join(os.tmpdir(), 'frontends-'));
  before(async () => {
    fs.mkdirSync(path.join(frontends, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(frontends, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
    t = await startTestApp({ REMOTE_ADMIN_URL: `${REMOTE}/remoteEntry.js`, FRONTENDS_DIR: frontends });
  });
  after(async () => {
    await t?.close();
    fs.rmSync(frontends, { recursive: true, force: true });
  });

  it('admits scripts and connections from this origin and the configured remotes only, and no framing', async () => {
    const res = await t.anonymous().get('/api/health');
    const policy = policyOf(res);
    assert.deepEqual(policy.get('script-src'), ["'self'", REMOTE]);
    assert.deepEqual(policy.get('connect-src'), ["'self'", REMOTE]);
    assert.deepEqual(policy.get('default-src'), ["'self'"]);
    assert.deepEqual(policy.get('script-src-attr'), ["'none'"]);
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(policy.get('object-src'), ["'none'"]);
    for (const [directive, sources] of policy) {
      assert.ok(!sources.includes("'unsafe-inline'") && !sources.includes("'unsafe-eval'"), `${directive} admits inline code: ${sources}`);
    }
    assert.equal(res.headers['x-frame-options'], 'DENY');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.equal(res.headers['x-powered-by'], undefined);
    assert.equal(res.headers['strict-transport-security'], undefined, 'no HSTS on plain http');
  });

  it('sends them on errors, refusals and the remotes manifest too', async () => {
    const answers = {
      'unknown API path': [await t.anonymous().get('/api/no-such-thing'), 404],
      'signed-in route, anonymous': [await t.anonymous().get('/api/usage'), 401],
      'foreign origin': [await t.anonymous().post('/api/notes/x').set('Origin', 'https://evil.example').send({}), 403],
      'remotes manifest': [await t.anonymous().get('/remotes.json'), 200],
    } as const;
    for (const [what, [res, status]] of Object.entries(answers)) {
      assert.equal(res.status, status, what);
      assert.deepEqual(policyOf(res).get('frame-ancestors'), ["'none'"], what);
    }
  });

  it("gives the shell's page a fresh nonce per answer, the one its policy admits styles with", async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const page = await t.anonymous().get('/search').set('Accept', 'text/html').expect(200);
      const nonce = new RegExp(`<meta name="${CSP_NONCE_META}" content="([^"]+)">`).exec(page.text)?.[1];
      assert.ok(nonce, page.text);
      assert.ok(policyOf(page).get('style-src')!.includes(`'nonce-${nonce}'`));
      assert.equal(page.headers['cache-control'], 'no-store');
      nonces.push(nonce);
    }
    assert.notEqual(nonces[0], nonces[1]);
  });

  it("admits the local issuer's sign-in page style by its hash", async () => {
    const agent = t.anonymous();
    let res = await agent.get('/auth/google').redirects(0);
    for (let i = 0; i < 5 && res.status >= 300 && res.status < 400; i++) res = await agent.get(new URL(res.headers.location, t.baseUrl).pathname + new URL(res.headers.location, t.baseUrl).search).redirects(0);
    assert.equal(res.status, 200);
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.text)?.[1];
    assert.ok(style, 'the sign-in page has its style');
    const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
    assert.ok(policyOf(res).get('style-src')!.includes(hash), `${hash} not in ${policyOf(res).get('style-src')}`);
  });
});

describe('security headers behind the TLS proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true', SESSION_SECRET: 'a'.repeat(40), OIDC_COOKIE_KEYS: 'b'.repeat(40) });
  });
  after(async () => {
    await t?.close();
  });

  it('sends HSTS and upgrades insecure requests', async () => {
    const res = await t.anonymous().get('/api/health');
    assert.equal(res.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
    assert.ok(policyOf(res).has('upgrade-insecure-requests'));
  });
});
