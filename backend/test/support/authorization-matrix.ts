/**
 * Per-spec authorization matrices (docs/ARCHITECTURE.md §10): one route, called by each kind of caller, must
 * answer the expected status. Whether the access guard refuses or admits each caller is checked
 * for every route by the generated authorization-matrix.e2e-spec.ts; a spec uses this helper when
 * it also asserts what the handler answers the admitted callers (200 and its body, a plan's 403,
 * another user's 404). Later contexts add actors (other institution, faculty…) here.
 */
import assert from 'node:assert/strict';
import type request from 'supertest';
import type { DemoAccountKey } from '../../src/platform/auth/demo-accounts.js';
import type { TestApp } from './test-app.js';

export type Actor = 'anonymous' | 'user' | 'otherUser' | 'admin' | 'institutionAdmin' | 'otherInstitution';

/**
 * Which demo account plays each signed-in actor. The institutional roles hold once the institutions
 * exist (support/institutions.ts, setUpInstitutions): Marie administers the demo institution, Ada
 * is its member, Grace administers another institution, Alan (admin) belongs to none.
 */
export const ACTOR_ACCOUNTS: Record<Exclude<Actor, 'anonymous'>, DemoAccountKey> = {
  user: 'ada',
  otherUser: 'marie',
  admin: 'alan',
  institutionAdmin: 'marie',
  otherInstitution: 'grace',
};

export interface RouteCall {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** A path, or one per actor (for example the actor's own resource). */
  path: string | ((actor: Actor) => string | Promise<string>);
  body?: string | object;
}

export async function agentFor(t: TestApp, actor: Actor) {
  return actor === 'anonymous' ? t.anonymous() : t.as(ACTOR_ACCOUNTS[actor]);
}

/** Calls the route as every actor listed and checks each status; answers the responses. */
export async function expectAuthorizationMatrix(
  t: TestApp,
  call: RouteCall,
  expected: Partial<Record<Actor, number>>,
): Promise<Partial<Record<Actor, request.Response>>> {
  const responses: Partial<Record<Actor, request.Response>> = {};
  for (const [actor, status] of Object.entries(expected) as [Actor, number][]) {
    const agent = await agentFor(t, actor);
    const path = typeof call.path === 'function' ? await call.path(actor) : call.path;
    let req = agent[call.method](path);
    if (call.body !== undefined) req = req.send(call.body);
    const res = await req;
    assert.equal(res.status, status, `${actor}: ${call.method.toUpperCase()} ${path} answered ${res.status} ${res.text}`);
    if (status >= 400) assert.equal(typeof res.body?.message, 'string', `${actor}: error without {message}`);
    responses[actor] = res;
  }
  return responses;
}
