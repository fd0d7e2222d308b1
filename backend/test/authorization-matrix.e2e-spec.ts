/**
 * The authorization matrix (docs/ARCHITECTURE.md §10), generated from the route table: every route Nest
 * serves is called by each kind of caller, and the access guard's decision must be the one its
 * declared rule gives. A route that lands later is covered the moment it exists.
 *
 *   rule        anonymous   ada (free)   marie (free)   grace (pro)   alan (admin)   key (Marie's API key)
 *   public      -           -            -              -             -              -
 *   signed-in   401         -            -              -             -              -
 *   admin       401         403          403            403           -              403
 *   none        the test fails, naming the route (and the guard refuses everyone: 403)
 *
 * "-": the guard admits the caller; the handler may still refuse (a free plan has no citation
 * export: 403), find nothing (unknown ids: 404) or refuse the empty body (400). The guard's own
 * decisions are read from its in-process channel (ACCESS_DECISIONS), not guessed from answers:
 * each call must meet the guard of its own route exactly once (a call that never reached its
 * route is a miss), and any other route it passed through first must have admitted it. Marie, a
 * second free account, is the "other user" the hand-written matrices used. Institutional roles
 * (support/institutions.ts): Marie administers the demo institution, Ada is its member, Grace
 * administers another institution, Alan belongs to none; `key` is an institution API key Marie
 * created (`Authorization: Bearer sk_live_…`, no cookie, no Origin): it acts as Marie, never as a
 * console admin (docs/ARCHITECTURE.md §9); institutional routes declare `signed-in`
 * at the guard and answer the rest themselves (404 outside one's institution, 403 for a member
 * where an administrator is needed), which institution.e2e-spec.ts checks per actor. A 5xx other than an
 * external service's failure (502/503) fails the test too.
 *
 * Calls: path params get a plausible but unknown id; POST/PUT/PATCH/DELETE carry the app's Origin
 * (CSRF check) and `{}` when the handler takes a body. Every refused call runs first, and must not
 * reach any external service; then the admitted ones. Routes under /auth/ (sign-in start, OIDC
 * callback, sign-out) change the caller's session, so they run last, each signed-in caller on a
 * throwaway session of its own (signed in through the real OIDC flow for the one call), never on
 * the shared sessions the other calls use.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import request from 'supertest';
import { API_ACCESS_API } from '@scholarlens/contracts';
import { ACCESS_MESSAGES, ACCESS_RULES, type AccessRule } from '../src/platform/auth/access.js';
import type { DemoAccountKey } from '../src/platform/auth/demo-accounts.js';
import { type RouteEntry, describeRoute } from '../src/platform/http/route-table.js';
import { type GuardRailsApp, CALL_ID_HEADER, concretePath, startGuardRailsApp } from './support/guard-rails.js';
import { setUpInstitutions } from './support/institutions.js';
import { type Agent, signIn } from './support/sign-in.js';

type Actor = 'anonymous' | DemoAccountKey | 'key';
const ACTORS: readonly Actor[] = ['anonymous', 'ada', 'marie', 'grace', 'alan', 'key'];

interface Refusal {
  status: 401 | 403;
  message: string;
}

/** What the guard must answer `actor` on a route declaring `rule` (null: admitted). */
function expectedRefusal(rule: AccessRule | null, actor: Actor): Refusal | null {
  if (rule === null) return { status: 403, message: ACCESS_MESSAGES.noRule };
  if (rule === 'public') return null;
  if (actor === 'anonymous') return { status: 401, message: ACCESS_MESSAGES.signIn };
  if (rule === 'admin' && actor !== 'alan') return { status: 403, message: ACCESS_MESSAGES.adminOnly };
  return null;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const isSessionRoute = (route: RouteEntry) => route.path.startsWith('/auth/');

describe('authorization matrix, generated from the route table', () => {
  let g: GuardRailsApp;
  let apiKey: string;

  before(async () => {
    g = await startGuardRailsApp();
    await setUpInstitutions(g.t);
    const created = await (await g.t.as('marie')).post(API_ACCESS_API.keys).set('Origin', g.t.baseUrl).send({ name: 'Authorization matrix' });
    assert.equal(created.status, 201, created.text);
    apiKey = created.body.secret;
  });
  after(async () => {
    await g?.close();
  });

  it('every route declares an access rule (static check over the route table)', () => {
    assert.ok(g.routes.length > 0, 'the route table is empty: no route was found');
    const undeclared = g.routes.filter((r) => r.access === null || !ACCESS_RULES.includes(r.access));
    assert.deepEqual(
      undeclared.map(describeRoute),
      [],
      `every route must declare @Public(), @SignedIn() or @AdminOnly(); these declare none:\n  ${undeclared.map(describeRoute).join('\n  ')}`,
    );
  });

  it('every route answers each caller as its declared rule says', async () => {
    const started = performance.now();
    const problems: string[] = [];
    let calls = 0;
    const statuses = new Map<number, number>();

    const agentFor = async (route: RouteEntry, actor: Actor): Promise<Agent> => {
      if (actor === 'anonymous' || actor === 'key') return g.t.anonymous();
      if (!isSessionRoute(route)) return g.t.as(actor);
      return (await signIn(request.agent(g.t.baseUrl), actor, g.t.baseUrl)).agent; // a throwaway session
    };

    const call = async (route: RouteEntry, actor: Actor): Promise<void> => {
      const agent = await agentFor(route, actor);
      const path = concretePath(route);
      const id = g.nextCallId();
      let req = agent[route.method.toLowerCase() as 'get'](path).redirects(0).set(CALL_ID_HEADER, id);
      if (actor === 'key') req = req.set('Authorization', `Bearer ${apiKey}`);
      else if (STATE_CHANGING.has(route.method)) req = req.set('Origin', g.t.baseUrl);
      if (route.inputs.body) req = req.send({});
      const res = await req;
      calls++;
      const where = `${actor}: ${route.method} ${path} (${route.controller}.${route.handler}, ${route.access ?? 'no access rule'})`;
      const expected = expectedRefusal(route.access, actor);
      if (route.access === null) problems.push(`${where}: the route declares no access rule`);
      // 502/503: an external service (here the loopback replay, answering 404/503) failed, as designed;
      // any other 5xx is a fault of ours.
      if (res.status >= 500 && res.status !== 502 && res.status !== 503) problems.push(`${where}: answered ${res.status} ${res.text.slice(0, 200)}`);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      // A call may pass through another route first (GET /api/papers/:id hands `search` on with
      // next()): that one must admit it, and this route's guard must decide exactly once.
      const all = g.decisionsOf(id);
      const mine = all.filter((d) => d.route === `${route.controller}.${route.handler}`);
      for (const other of all.filter((d) => !mine.includes(d) && !d.admitted)) {
        problems.push(`${where}: refused by the guard of another route, ${other.route} (${other.status} "${other.message}")`);
      }
      if (mine.length !== 1) {
        problems.push(`${where}: met its access guard ${mine.length} times, not once (answered ${res.status} ${res.text.slice(0, 200)})`);
        return;
      }
      const [decision] = mine;
      if (expected) {
        if (decision.admitted) problems.push(`${where}: the guard admitted the caller; the rule says ${expected.status}`);
        else if (decision.status !== expected.status || decision.message !== expected.message) {
          problems.push(`${where}: the guard refused with ${decision.status} "${decision.message}", not ${expected.status} "${expected.message}"`);
        }
        if (res.status !== expected.status || res.body?.message !== expected.message) {
          problems.push(`${where}: answered ${res.status} ${res.text.slice(0, 200)}; the rule says ${expected.status} "${expected.message}"`);
        }
      } else if (!decision.admitted) {
        problems.push(`${where}: the guard refused with ${decision.status} "${decision.message}"; the rule admits this caller`);
      }
    };

    const ordinary = g.routes.filter((r) => !isSessionRoute(r));
    const session = g.routes.filter(isSessionRoute);
    // 1. Every call the guard must refuse, before anything is admitted: none may reach an external service.
    for (const route of [...ordinary, ...session]) {
      for (const actor of ACTORS) if (expectedRefusal(route.access, actor)) await call(route, actor);
    }
    const refusedCalls = calls;
    assert.deepEqual(
      g.replay.requests.map((r) => `${r.method} ${r.path}`),
      [],
      'refused calls reached an external service (the loopback replay)',
    );
    // 2. Every call the guard must admit; the routes that change the session last.
    for (const route of [...ordinary, ...session]) {
      for (const actor of ACTORS) if (!expectedRefusal(route.access, actor)) await call(route, actor);
    }

    const byRule = Object.fromEntries(ACCESS_RULES.map((rule) => [rule, g.routes.filter((r) => r.access === rule).length]));
    console.log(
      `authorization matrix: ${g.routes.length} routes (${Object.entries(byRule).map(([k, v]) => `${v} ${k}`).join(', ')}), ` +
        `${calls} calls (${refusedCalls} refused, ${calls - refusedCalls} admitted) as ${ACTORS.join(', ')}, ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s; answers: ${[...statuses].sort().map(([s, n]) => `${n}×${s}`).join(', ')}`,
    );
    assert.ok(g.routes.length > 0, 'no route was covered');
    assert.deepEqual(problems, [], `the authorization matrix does not hold:\n  ${problems.join('\n  ')}`);
  });
});
