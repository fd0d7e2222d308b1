/**
 * Input fuzzing, generated from the route table: every route that takes input (a body DTO, query
 * parameters or path params) is sent generated bad input (fast-check, fixed seed) by a caller its
 * access rule admits (anonymous for public routes, grace (pro) for signed-in ones, alan for admin
 * ones, marie (the demo institution's administrator) for /api/institution/* and /api/teams/*, on her own members, team and channel). Path params that name something get a real id where the test knows one (a paper, ada's
 * user id, a note of grace's), so bad bodies reach the handlers' work and the database rather
 * than stopping at "not found"; any other param gets a plausible unknown id.
 *
 * Each family of cases is a property of its own (so each reports its own shrunk counterexample):
 *   bodies   a plausible body (built from the DTO's class-validator rules) with one field given
 *            a value of the wrong type for its rules, a hostile string (NUL, lone surrogates,
 *            huge, any unicode) or deep nesting, or left out; unknown fields; JSON that is not an
 *            object (arrays, strings, numbers, null, broken); a body nested thousands of levels
 *   queries  each parameter repeated, nested (`a[b]=`), or hostile: `%00`, malformed UTF-8 (a lone
 *            surrogate percent-encoded, overlong, cut), traversal, huge, unicode; unknown parameters
 *   paths    each `:param` hostile, the same families
 *
 * Properties: no answer is a 5xx; every 400 names a field in its message (`<field>: <rule>`, our
 * validation's shape): the corrupted field when the rest of the body is valid, else a field the
 * route takes or one the request sent; a path param refused with 400 is named; a field left out
 * is reported by a presence or type rule, not by a length or range rule.
 *
 * Every external service is a loopback replay (support/guard-rails.ts): routes that start work
 * (harvests, scrapes, AI) reach nothing else. The run is bounded: RUNS per route and family, with
 * a fixed seed, so the file stays well under a minute on two cores.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { Type } from '@nestjs/common';
import type { DemoAccountKey } from '../src/platform/auth/demo-accounts.js';
import { type DtoField, type RouteEntry, describeRoute, dtoFields } from '../src/platform/http/route-table.js';
import { COLLABORATION_API, INSTITUTION_API } from '@scholarlens/contracts';
import { type GuardRailsApp, concretePath, startGuardRailsApp } from './support/guard-rails.js';
import { setUpInstitutions } from './support/institutions.js';
import type { Agent } from './support/sign-in.js';

const SEED = 20_260_101;
/** Runs per route and family of cases (bodies, query strings, path params). */
const RUNS = { body: 16, query: 8, path: 8 };
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// ---------------------------------------------------------------------------------------------
// Plausible and bad values, from a field's class-validator rules

const STRING_RULES = ['isString', 'matches', 'isEmail', 'minLength', 'maxLength', 'isNotEmpty', 'isCalendarDate'];
const NUMBER_RULES = ['isInt', 'isNumber', 'min', 'max'];

/** A value the field's rules probably accept (the body's other fields, while one is corrupted). */
function plausibleValue(field: DtoField): unknown {
  const c = field.constraints;
  const scalar = (): unknown => {
    if (c.isIn) return (c.isIn[0] as unknown[])[0];
    if (c.isEmail) return 'guard.rails@example.com';
    if (c.isCalendarDate) return '2024-01-02';
    if (field.rules.some((r) => NUMBER_RULES.includes(r))) return typeof c.min?.[0] === 'number' ? c.min[0] : 1;
    if (c.isBoolean) return true;
    return 'guard rails';
  };
  return field.rules.includes('isArray') ? [scalar()] : scalar();
}

function plausibleBody(fields: DtoField[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => !f.optional).map((f) => [f.name, plausibleValue(f)]));
}

const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];

/** Strings no field should choke on: NUL bytes, lone surrogates, huge, any unicode. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`),
  fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...LONE_SURROGATES)).map(([a, s]) => `${a}${s}`),
  fc.integer({ min: 5_000, max: 60_000 }).map((n) => 'é'.repeat(n)),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
);

/** Values of the wrong type for the field's rules (a number for a string, a string for an integer…). */
function wrongTypeFor(field: DtoField): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [fc.constant(null), fc.boolean(), fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 })];
  if (field.rules.some((r) => STRING_RULES.includes(r)) || field.rules.includes('isIn')) {
    options.push(fc.integer(), fc.double(), fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }));
  }
  if (field.rules.some((r) => NUMBER_RULES.includes(r))) {
    options.push(fc.string({ maxLength: 10 }), fc.double({ noInteger: true }), fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e300), fc.array(fc.integer(), { maxLength: 3 }));
  }
  if (field.rules.includes('isIn')) {
    const allowed = (field.constraints.isIn?.[0] ?? []) as unknown[];
    options.push(fc.string({ maxLength: 20 }).filter((s) => !allowed.includes(s)));
  }
  if (field.rules.includes('isArray')) {
    options.push(
      fc.string({ maxLength: 10 }),
      fc.integer(),
      fc.array(fc.oneof(fc.integer(), fc.constant(null), fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 1 })), { minLength: 1, maxLength: 4 }),
      fc.integer({ min: 101, max: 2_000 }).map((n) => Array.from({ length: n }, (_, i) => `id-${i}`)),
    );
  }
  return fc.oneof(...options);
}

/** `[[[…]]]` or `{"a":{"a":…}}`, `depth` levels deep, as JSON text. */
function nested(depth: number, shape: 'array' | 'object'): string {
  return shape === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}
const depth = fc.oneof(fc.integer({ min: 20, max: 200 }), fc.integer({ min: 1_000, max: 8_000 }));
const shape = fc.constantFrom<'array' | 'object'>('array', 'object');

// ---------------------------------------------------------------------------------------------
// Cases

type BodyCase =
  | { kind: 'wrong type' | 'hostile string'; field: string; value: unknown }
  | { kind: 'deep field'; field: string; depth: number; shape: 'array' | 'object' }
  | { kind: 'missing'; field: string }
  | { kind: 'unknown field'; key: string; value: unknown }
  | { kind: 'not an object'; raw: string }
  | { kind: 'deep body'; depth: number; shape: 'array' | 'object' };

/** The body cases for a DTO's fields, by family (each family a property of its own, so each reports its own counterexample). */
function bodyCases(fields: DtoField[]): Record<string, fc.Arbitrary<BodyCase>> {
  const names = fields.map((f) => f.name);
  const required = fields.filter((f) => !f.optional);
  const families: Record<string, fc.Arbitrary<BodyCase>> = {
    'wrong type': fc.oneof(...fields.map((f) => wrongTypeFor(f).map((value): BodyCase => ({ kind: 'wrong type', field: f.name, value })))),
    'hostile string': fc.oneof(
      ...fields.map((f) => hostileString.map((value): BodyCase => ({ kind: 'hostile string', field: f.name, value: f.rules.includes('isArray') ? [value] : value }))),
    ),
    'deep field': fc.oneof(...fields.map((f) => fc.tuple(depth, shape).map(([d, s]): BodyCase => ({ kind: 'deep field', field: f.name, depth: d, shape: s })))),
    'unknown field': fc
      .tuple(fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'toString', 'role', 'userId')), fc.jsonValue({ maxDepth: 2 }))
      .filter(([key]) => !names.includes(key))
      .map(([key, value]): BodyCase => ({ kind: 'unknown field', key, value })),
    'not an object': fc
      .oneof(fc.constantFrom('[]', '[{}]', '[1,"a",null]', '"text"', '42', 'null', 'true', '{"a":1', '\u0000'), fc.json({ maxDepth: 2 }).filter((j) => !j.startsWith('{')))
      .map((raw): BodyCase => ({ kind: 'not an object', raw })),
    'deep body': fc.tuple(depth, shape).map(([d, s]): BodyCase => ({ kind: 'deep body', depth: d, shape: s })),
  };
  if (required.length) families.missing = fc.constantFrom(...required.map((f): BodyCase => ({ kind: 'missing', field: f.name })));
  return families;
}

/** The JSON text sent for a body case. */
function bodyText(base: Record<string, unknown>, c: BodyCase): string {
  switch (c.kind) {
    case 'wrong type':
    case 'hostile string':
      return JSON.stringify({ ...base, [c.field]: c.value });
    case 'deep field':
      return JSON.stringify({ ...base, [c.field]: '\u0001deep' }).replace('"\\u0001deep"', nested(c.depth, c.shape));
    case 'missing': {
      const { [c.field]: _gone, ...rest } = base;
      return JSON.stringify(rest);
    }
    case 'unknown field':
      // JSON.stringify drops a `__proto__` own key set by spread; write the pair by hand.
      return `${JSON.stringify(base).slice(0, -1)}${Object.keys(base).length ? ',' : ''}${JSON.stringify(c.key)}:${JSON.stringify(c.value)}}`;
    case 'not an object':
      return c.raw;
    case 'deep body':
      return nested(c.depth, c.shape);
  }
}

type QueryCase =
  | { kind: 'hostile'; name: string; encoded: string }
  | { kind: 'repeated'; name: string }
  | { kind: 'nested'; name: string }
  | { kind: 'unknown'; name: string };

/** Percent-encoded hostile values, by family: NUL, malformed UTF-8 (lone surrogates, overlong, cut), traversal, huge, unicode. */
const HOSTILE_ENCODED: Record<string, fc.Arbitrary<string>> = {
  nul: fc.tuple(fc.stringMatching(/^[a-z0-9]{0,6}$/), fc.stringMatching(/^[a-z0-9]{0,6}$/)).map(([a, b]) => `${a}%00${b}`),
  'malformed utf-8': fc.constantFrom('%ED%A0%80', 'x%ED%BF%BF', '%ED%B0%80y', '%C0%80', '%FF', '%', '%E2%82', '%zz'),
  traversal: fc.constantFrom('..', '.', '%2e%2e', '%2F', '..%2F..%2Fetc%2Fpasswd', '%5C..%5C'),
  long: fc.integer({ min: 1_000, max: 12_000 }).map((n) => 'a'.repeat(n)),
  unicode: fc.oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).filter((s) => !/\p{Surrogate}/u.test(s)),
  ).map(encodeURIComponent),
};

function queryCases(names: string[]): Record<string, fc.Arbitrary<QueryCase>> {
  const families: Record<string, fc.Arbitrary<QueryCase>> = {};
  for (const [family, hostile] of Object.entries(HOSTILE_ENCODED)) {
    families[family] = fc.tuple(fc.constantFrom(...names), hostile).map(([name, encoded]): QueryCase => ({ kind: 'hostile', name, encoded }));
  }
  families['repeated or nested'] = fc.tuple(fc.constantFrom(...names), fc.constantFrom<'repeated' | 'nested'>('repeated', 'nested')).map(([name, kind]): QueryCase => ({ kind, name }));
  families.unknown = fc
    .stringMatching(/^[a-z_]{1,12}$/)
    .filter((n) => !names.includes(n))
    .map((name): QueryCase => ({ kind: 'unknown', name }));
  return families;
}

function queryString(base: Record<string, string>, c: QueryCase): string {
  const parts = Object.entries(base)
    .filter(([k]) => k !== c.name)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
  const plausible = encodeURIComponent(base[c.name] ?? 'guard rails');
  if (c.kind === 'hostile') parts.push(`${c.name}=${c.encoded}`);
  if (c.kind === 'repeated') parts.push(`${c.name}=${plausible}`, `${c.name}=${plausible}`);
  if (c.kind === 'nested') parts.push(`${c.name}[a]=${plausible}`);
  if (c.kind === 'unknown') parts.push(`${c.name}=1`);
  return parts.join('&');
}

// ---------------------------------------------------------------------------------------------

const RANGE_WORDS = /shorter|longer|less than|greater than|at most|at least|must not exceed|more than|fewer than/i;

describe('input fuzzing, generated from the route table', () => {
  let g: GuardRailsApp;
  const problems: string[] = [];
  let requests = 0;
  const covered = new Set<string>();
  const statuses = new Map<number, number>();
  let started = 0;

  /** Real ids, so that bodies reach the handlers' work (and the database) past "not found". */
  const real: Record<string, string> = {};
  const realParams = (route: RouteEntry): Record<string, string> => {
    const values: Record<string, string> = {};
    if (route.path.startsWith('/api/papers/:id')) values.id = real.paper;
    if (route.path.startsWith('/api/admin/users/:id')) values.id = real.user;
    if (route.inputs.params.includes('noteId')) values.noteId = real.note;
    if (route.inputs.params.includes('category')) values.category = 'ai';
    if (route.inputs.params.includes('memberId')) values.memberId = real.member;
    if (route.inputs.params.includes('teamId')) values.teamId = real.team;
    if (route.path.startsWith('/api/admin/institutions/:id')) values.id = real.institution;
    // A real channel, except for the live stream: a valid stream stays open (its bad input is refused before it opens).
    if (route.inputs.params.includes('channelId') && !route.path.endsWith('/stream')) values.channelId = real.channel;
    return values;
  };

  before(async () => {
    started = performance.now();
    g = await startGuardRailsApp({ papers: 3 });
    const [paper] = (await g.t.anonymous().get('/api/papers?limit=1')).body as { id: string }[];
    real.paper = paper.id;
    real.user = (await g.t.userOf('ada')).id;
    const note = await (await g.t.as('grace')).post(`/api/papers/${paper.id}/notes`).set('Origin', g.t.baseUrl).send({ content: 'guard rails' });
    assert.equal(note.status, 201, note.text);
    real.note = note.body.id;
    // Institutional routes are called by Marie, the demo institution's administrator, on her own members and team.
    real.institution = await setUpInstitutions(g.t);
    const marie = await g.t.as('marie');
    real.member = ((await marie.get(INSTITUTION_API.users)).body as { id: string; email: string }[]).find((u) => u.email === 'ada@scholarlens.local')!.id;
    const team = await marie.post(INSTITUTION_API.teams).set('Origin', g.t.baseUrl).send({ name: 'Guard rails' });
    assert.equal(team.status, 201, team.text);
    real.team = team.body.id;
    const channel = await marie.post(COLLABORATION_API.channels(real.team)).set('Origin', g.t.baseUrl).send({ name: 'guard-rails' });
    assert.equal(channel.status, 201, channel.text);
    real.channel = channel.body.id;
  });
  after(async () => {
    await g?.close();
  });

  const actorFor = (route: RouteEntry): Promise<Agent> | Agent => {
    const institutional = route.path.startsWith('/api/institution') || route.path.startsWith('/api/teams');
    const account: DemoAccountKey | null = route.access === 'admin' ? 'alan' : institutional ? 'marie' : route.access === 'signed-in' ? 'grace' : null;
    return account ? g.t.as(account) : g.t.anonymous();
  };

  async function send(route: RouteEntry, path: string, body?: string) {
    const agent = await actorFor(route);
    let req = agent[route.method.toLowerCase() as 'get'](path).redirects(0);
    if (STATE_CHANGING.has(route.method)) req = req.set('Origin', g.t.baseUrl);
    if (body !== undefined) req = req.set('Content-Type', 'application/json').send(body);
    const res = await req;
    requests++;
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    return res;
  }

  /** Whether a 400's message names one of `fields` (`<field>: <rule>`, or a path under it: `<field>.0: …`, `<field>[0]: …`). */
  function assertNames(where: string, res: { body: { message?: unknown } }, fields: string[]): void {
    const message = typeof res.body?.message === 'string' ? res.body.message : '';
    assert.match(message, /^\S.*?: \S/, `${where}: the 400 names no field`);
    const named = fields.some((f) => message.startsWith(`${f}: `) || message.startsWith(`${f}.`) || message.startsWith(`${f}[`));
    assert.ok(named, `${where}: names none of the fields it should (${fields.map((f) => JSON.stringify(f)).join(', ')})`);
  }

  /** Runs the property; a counterexample (shrunk by fast-check) becomes one problem line. */
  async function check<T>(route: RouteEntry, what: string, arb: fc.Arbitrary<T>, runs: number, property: (c: T) => Promise<void>) {
    covered.add(describeRoute(route));
    const result = await fc.check(fc.asyncProperty(arb, property), { seed: SEED, numRuns: runs });
    if (result.failed) {
      const cause = 'errorInstance' in result ? result.errorInstance : 'too many skipped runs';
      const error = cause instanceof Error ? cause.message : String(cause);
      problems.push(`${describeRoute(route)}, ${what}: ${error.split('\n')[0]}\n      counterexample: ${fc.stringify(result.counterexample).slice(0, 300)}`);
    }
  }

  // `res.text` is undefined for a binary answer (the security report's PDF): `?? ''` below.
  const common = (where: string, res: { status: number; text: string }) => {
    assert.ok(res.status < 500, `${where}: answered ${res.status} ${(res.text ?? '').slice(0, 200)}`);
  };

  it('bodies', async () => {
    for (const route of g.routes.filter((r) => r.inputs.body?.dto)) {
      const fields = dtoFields(route.inputs.body!.dto as Type);
      const path = concretePath(route, realParams(route));
      const base = plausibleBody(fields);
      // Is the plausible body accepted? Then a 400 for a corrupted field must name that very field.
      const baseline = await send(route, path, JSON.stringify(base));
      const precise = baseline.status !== 400;
      const names = fields.map((f) => f.name);
      for (const [family, cases] of Object.entries(bodyCases(fields))) {
        const runs = family === 'missing' ? 3 * fields.filter((f) => !f.optional).length : RUNS.body;
        await check(route, `body, ${family}`, cases, runs, async (c) => {
          const res = await send(route, path, bodyText(base, c));
          const where = `${c.kind} → ${res.status} ${(res.text ?? '').slice(0, 160)}`;
          common(where, res);
          if (res.status !== 400) return;
          if ('field' in c && precise) assertNames(where, res, [c.field]);
          else if (c.kind === 'unknown field' && precise) assertNames(where, res, [c.key]);
          // `{"a":{"a":…}}` sends a field `a`.
          else assertNames(where, res, ['body', ...names, ...('key' in c ? [c.key] : []), ...(c.kind === 'deep body' ? ['a'] : [])]);
          if (c.kind === 'missing') assert.doesNotMatch(res.body.message, RANGE_WORDS, `${where}: a missing field reported by a length or range rule`);
        });
      }
    }
  });

  it('query strings', async () => {
    for (const route of g.routes.filter((r) => r.inputs.query)) {
      const { dto, names: named } = route.inputs.query!;
      const fields = dto ? dtoFields(dto) : [];
      const names = [...fields.map((f) => f.name), ...named];
      const base = Object.fromEntries(fields.filter((f) => !f.optional).map((f) => [f.name, String(plausibleValue(f))]));
      const path = concretePath(route, realParams(route));
      for (const [family, cases] of Object.entries(queryCases(names))) {
        await check(route, `query, ${family}`, cases, RUNS.query, async (c) => {
          const res = await send(route, `${path}?${queryString(base, c)}`);
          const where = `${c.kind} ${c.name} → ${res.status} ${(res.text ?? '').slice(0, 160)}`;
          common(where, res);
          if (res.status !== 400) return;
          // The parameter as sent: `q[a]` is a parameter of that name (the query parser does not nest).
          assertNames(where, res, [...names, ...Object.keys(base), c.kind === 'nested' ? `${c.name}[a]` : c.name, ...route.inputs.params]);
        });
      }
    }
  });

  it('path params', async () => {
    for (const route of g.routes.filter((r) => r.inputs.params.length)) {
      const fields = route.inputs.body?.dto ? dtoFields(route.inputs.body.dto) : [];
      const body = route.inputs.body ? JSON.stringify(plausibleBody(fields)) : undefined;
      for (const [family, hostile] of Object.entries(HOSTILE_ENCODED)) {
        await check(route, `path, ${family}`, fc.tuple(fc.constantFrom(...route.inputs.params), hostile), RUNS.path, async ([param, encoded]) => {
          const res = await send(route, concretePath(route, { ...realParams(route), [param]: encoded }), body);
          const where = `${param}=${encoded.slice(0, 60)} → ${res.status} ${(res.text ?? '').slice(0, 160)}`;
          common(where, res);
          if (res.status !== 400) return;
          assertNames(where, res, [param, ...route.inputs.params, ...fields.map((f) => f.name)]);
        });
      }
    }
  });

  it('holds for every route that takes input', () => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `input fuzzing: ${covered.size} routes, ${requests} requests, ${seconds} s (seed ${SEED}); answers: ` +
        [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${n}×${s}`).join(', '),
    );
    assert.ok(covered.size > 0, 'no route takes input: nothing was fuzzed');
    assert.deepEqual(problems, [], `bad answers to bad input:\n  ${problems.join('\n  ')}`);
  });
});
