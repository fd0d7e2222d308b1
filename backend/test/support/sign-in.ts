/**
 * Signs a cookie jar in the way a browser does: the whole authorization-code flow against the
 * local issuer, one redirect at a time (no automatic redirects, so every Set-Cookie lands in the
 * jar and every hop is checked):
 *
 *   GET /auth/google → 302 issuer /oidc/auth?… (PKCE, state, nonce)
 *   → 303 /oidc/interaction/<uid>            the local issuer's sign-in page (demo accounts)
 *   POST /oidc/interaction/<uid>/login account=<key>
 *   → 303 /oidc/auth/<uid> → 303 /auth/callback?code=…&state=…&iss=…
 *   → 302 /  signed in (a new session id)
 */
import assert from 'node:assert/strict';
import type { AuthUser } from '@scholarlens/contracts';
import type request from 'supertest';
import type { DemoAccountKey } from '../../src/platform/auth/demo-accounts.js';
import { SESSION_COOKIE } from '../../src/platform/auth/session.js';

export type Agent = ReturnType<typeof request.agent>;
type Response = request.Response;

export interface SignInResult {
  agent: Agent;
  user: AuthUser;
  /** The session id the jar had while signing in (set by /auth/google), and the one after. */
  sessionIdBefore: string;
  sessionIdAfter: string;
  /** The Set-Cookie header of the session cookie issued at sign-in. */
  sessionCookie: string;
  /** Every hop of the flow, for tests that look closer. */
  hops: { method: string; path: string; status: number }[];
}

const LOCAL_ISSUER_TITLE = 'Sign in to ScholarLens (local issuer)';

export function sessionCookieOf(res: Response): string | null {
  const raw = res.headers['set-cookie'] as unknown as string[] | string | undefined;
  const cookies = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? null;
}

/** The session id inside a `scholarlens.sid=s%3A<id>.<signature>` cookie. */
export function sessionIdOf(setCookie: string): string {
  const value = decodeURIComponent(setCookie.split(';')[0].slice(SESSION_COOKIE.length + 1));
  const match = /^s:([^.]+)\./.exec(value);
  assert.ok(match, `unexpected session cookie ${setCookie}`);
  return match[1];
}

/** `start`: where sign-in begins (a `?returnTo=` may ride on it); `landing`: where the flow must end. */
export async function signIn(
  agent: Agent,
  account: DemoAccountKey,
  baseUrl: string,
  { start: startPath = '/auth/google', landing = '/', code }: { start?: string; landing?: string; code?: string } = {},
): Promise<SignInResult> {
  const hops: SignInResult['hops'] = [];
  const pathOf = (location: string) => {
    const url = new URL(location, baseUrl);
    assert.equal(url.origin, new URL(baseUrl).origin, `redirect left the app: ${location}`);
    return url.pathname + url.search;
  };
  const get = async (path: string) => {
    const res = await agent.get(path).redirects(0);
    hops.push({ method: 'GET', path, status: res.status });
    return res;
  };
  /** Follows redirects until a page answers (or the flow lands on `/`). */
  const follow = async (res: Response): Promise<Response> => {
    for (let i = 0; i < 10 && res.status >= 300 && res.status < 400; i++) {
      const next = pathOf(res.headers.location);
      if (next === landing) return res;
      res = await get(next);
    }
    return res;
  };

  const start = await get(startPath);
  assert.equal(start.status, 302, `GET /auth/google answered ${start.status}: ${start.text}`);
  const startCookie = sessionCookieOf(start);
  assert.ok(startCookie, '/auth/google set no session cookie');
  const authorize = new URL(start.headers.location);
  assert.equal(authorize.pathname, '/oidc/auth');
  assert.equal(authorize.searchParams.get('code_challenge_method'), 'S256');
  assert.ok(authorize.searchParams.get('state') && authorize.searchParams.get('nonce'));

  const page = await follow(start);
  assert.equal(page.status, 200, `the local issuer answered ${page.status}: ${page.text}`);
  assert.ok(page.text.includes(LOCAL_ISSUER_TITLE), 'not the local issuer sign-in page');
  const action = /<form method="post" action="([^"]+\/login)"/.exec(page.text)?.[1];
  assert.ok(action, 'no sign-in form on the interaction page');
  assert.ok(page.text.includes(`value="${account}"`), `no button for demo account ${account}`);

  // `code`: an authenticator code, for a sign-in with a second factor (platform/auth/demo-totp.ts).
  const chosen = await agent.post(action).type('form').send(code ? { account, code } : { account }).redirects(0);
  hops.push({ method: 'POST', path: action, status: chosen.status });
  assert.equal(chosen.status, 303, `choosing ${account} answered ${chosen.status}: ${chosen.text}`);

  const done = await follow(chosen);
  assert.equal(done.status, 302, `the callback answered ${done.status}: ${done.text}`);
  assert.equal(done.headers.location, landing);
  const last = hops[hops.length - 1];
  assert.ok(last.path.startsWith('/auth/callback?'), `the flow ended at ${last.path}`);
  const sessionCookie = sessionCookieOf(done);
  assert.ok(sessionCookie, 'the callback set no session cookie');

  const me = await agent.get('/api/auth/user');
  assert.equal(me.status, 200, `signed in as ${account} but /api/auth/user answered ${me.status}`);
  return {
    agent,
    user: me.body as AuthUser,
    sessionIdBefore: sessionIdOf(startCookie),
    sessionIdAfter: sessionIdOf(sessionCookie),
    sessionCookie,
    hops,
  };
}
