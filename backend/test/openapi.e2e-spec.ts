/**
 * The OpenAPI document at /api/docs (platform/http/openapi.ts) against the running application:
 * every route of the route table documents its inputs and its success answer, and real answers
 * validate against what the document says (ajv), so the document cannot lie about them.
 *
 * The answers checked: every GET route without path params, called as the console's admin and
 * as an institution's administrator (anonymously for public ones), then a representative set of
 * routes with ids and bodies (a paper, notes, search, chat, a team, usage, sources, scraping).
 * Each success answer's status must be one the document lists, and its body must validate
 * against the schema listed for that status. Error answers (4xx/5xx) are not checked here.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { OpenAPIObject } from '@nestjs/swagger';
import { Ajv, type ValidateFunction } from 'ajv';
import type request from 'supertest';
import { documentationGaps, operationOf } from '../src/platform/http/openapi.js';
import { type RouteEntry, describeRoute } from '../src/platform/http/route-table.js';
import { type GuardRailsApp, startGuardRailsApp } from './support/guard-rails.js';
import { setUpInstitutions } from './support/institutions.js';
import type { Agent } from './support/sign-in.js';

type Responses = Record<string, { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }>;

/** Validates answers against a document's schemas; `#/components/schemas/X` resolved within it. */
function answerChecker(document: OpenAPIObject) {
  const ajv = new Ajv({ allErrors: true, strict: true, validateFormats: false });
  const toDefs = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"openapi#/$defs/'));
  ajv.addSchema({ $id: 'openapi', $defs: toDefs(document.components?.schemas ?? {}) });
  const compiled = new Map<string, ValidateFunction>();
  let checked = 0;
  return {
    get checked() {
      return checked;
    },
    /** Where the answer differs from the document (its status is no documented success, or its body does not validate); null when it does not. */
    check(route: RouteEntry, res: request.Response): string | null {
      checked++;
      const name = `${describeRoute(route)} answered ${res.status}`;
      const responses = (operationOf(document, route)?.responses ?? {}) as Responses;
      const documented = responses[res.status];
      if (!documented || res.status >= 400) return `${name}, which /api/docs does not list as a success (${Object.keys(responses)}): ${res.text.slice(0, 300)}`;
      const schema = documented.content?.['application/json']?.schema;
      const file = Object.keys(documented.content ?? {}).find((type) => type !== 'application/json' && String(res.headers['content-type'] ?? '').startsWith(type));
      if (!schema) return res.status === 204 || (res.status === 302 && res.headers.location) || file ? null : `${name} with no documented body`;
      const key = JSON.stringify(schema);
      const validate = compiled.get(key) ?? ajv.compile(toDefs(schema));
      compiled.set(key, validate);
      if (validate(res.body)) return null;
      return `${name}, not as documented: ${ajv.errorsText(validate.errors)}\n    ${JSON.stringify(res.body).slice(0, 600)}`;
    },
    /** Whether `body` validates as the contracts type `type` (to prove the checker refuses too). */
    accepts(type: string, body: unknown): boolean {
      return ajv.validate({ $ref: `openapi#/$defs/${type}` }, body);
    },
  };
}

describe('OpenAPI document', () => {
  let g: GuardRailsApp;
  let document: OpenAPIObject;
  let answers: ReturnType<typeof answerChecker>;
  const route = (method: string, path: string) => {
    const found = g.routes.find((r) => r.method === method && r.path === path);
    assert.ok(found, `${method} ${path} is not in the route table`);
    return found;
  };
  const origin = () => g.t.baseUrl;

  before(async () => {
    g = await startGuardRailsApp({ papers: 5 });
    await setUpInstitutions(g.t);
    document = (await g.t.anonymous().get('/api/docs-json').expect(200)).body;
    answers = answerChecker(document);
  });
  after(async () => {
    await g?.close();
  });

  it('every route of the route table documents its inputs and its success answer', () => {
    assert.ok(g.routes.length > 40, `${g.routes.length} routes`);
    const gaps = documentationGaps(document, g.routes);
    assert.deepEqual(gaps, [], `/api/docs leaves out:\n  ${gaps.join('\n  ')}`);
  });

  it('the swagger-ui page loads', async () => {
    const page = await g.t.anonymous().get('/api/docs/').expect(200);
    assert.match(page.text, /swagger-ui/);
    assert.match(page.headers['content-security-policy'], /script-src 'self'[;]/);
  });

  it('the checker refuses what the contracts do not describe', () => {
    const note = { id: 'n', paperId: 'p', content: 'c', createdAt: 'a', updatedAt: 'b', protection: 'plain' };
    assert.equal(answers.accepts('Note', note), true);
    const { updatedAt: _missing, ...withoutUpdatedAt } = note;
    assert.equal(answers.accepts('Note', withoutUpdatedAt), false, 'a missing field');
    assert.equal(answers.accepts('Note', { ...note, userId: 'u' }), false, 'an extra field');
    assert.equal(answers.accepts('Note', { ...note, id: 1 }), false, 'a wrong type');
    assert.equal(answers.accepts('Note', { ...note, protection: 'scrambled' }), false, 'a value outside a union');
  });

  it('the answers of every GET route without path params validate against their documented schemas', async () => {
    // Routes that change the session (sign-in, sign-out) anonymously; public ones anonymously, else
    // signed in (the current user); the others as the console's admin, else as an institution's
    // administrator (Alan belongs to no institution), else as a Pro user (synced bookmarks).
    const anonymous = async () => g.t.anonymous();
    const alan = () => g.t.as('alan');
    const marie = () => g.t.as('marie');
    const grace = () => g.t.as('grace');
    const callersOf = (r: RouteEntry): (() => Promise<Agent>)[] =>
      r.path.startsWith('/auth/') || r.path === '/api/login' ? [anonymous] : r.access === 'public' ? [anonymous, alan] : [alan, marie, grace];
    const QUERIES: Record<string, string> = { '/api/papers/search': '?q=learning' };
    const problems: string[] = [];
    const unanswered: string[] = [];
    for (const r of g.routes.filter((r) => r.method === 'GET' && r.inputs.params.length === 0)) {
      let answered = false;
      for (const agent of callersOf(r)) {
        const res = await (await agent()).get(r.path + (QUERIES[r.path] ?? ''));
        if (res.status >= 400) continue; // not this caller's: try the next
        answered = true;
        const problem = answers.check(r, res);
        if (problem) problems.push(problem);
        break;
      }
      if (!answered) unanswered.push(`${r.method} ${r.path}`);
    }
    assert.deepEqual(problems, [], `answers unlike /api/docs:\n  ${problems.join('\n  ')}`);
    // The callback answers an error without a sign-in in progress (sign-in is auth.e2e-spec's).
    assert.deepEqual(unanswered, ['GET /auth/callback']);
  });

  it('answers with ids and bodies validate against their documented schemas', async () => {
    const problems: string[] = [];
    const check = (r: RouteEntry, res: request.Response) => {
      const problem = answers.check(r, res);
      if (problem) problems.push(problem);
    };
    const anonymous = g.t.anonymous();
    const [ada, marie, grace, alan] = await Promise.all([g.t.as('ada'), g.t.as('marie'), g.t.as('grace'), g.t.as('alan')]);
    const feed = await anonymous.get('/api/papers?limit=2').expect(200);
    const paperId = feed.body[0].id as string;

    check(route('GET', '/api/papers/:id'), await anonymous.get(`/api/papers/${paperId}`));
    check(route('GET', '/api/papers/search'), await anonymous.get('/api/papers/search?q=learning'));
    check(route('POST', '/api/papers/:id/chat'), await anonymous.post(`/api/papers/${paperId}/chat`).set('Origin', origin()).send({ message: 'What is it about?', context: 'paper' }));

    const added = await ada.post(`/api/papers/${paperId}/notes`).set('Origin', origin()).send({ content: 'a note' });
    check(route('POST', '/api/papers/:id/notes'), added);
    check(route('GET', '/api/papers/:id/notes'), await ada.get(`/api/papers/${paperId}/notes`));
    check(route('PUT', '/api/notes/:noteId'), await ada.put(`/api/notes/${added.body.id}`).set('Origin', origin()).send({ content: 'edited' }));
    check(route('DELETE', '/api/notes/:noteId'), await ada.delete(`/api/notes/${added.body.id}`).set('Origin', origin()));
    check(route('POST', '/api/papers/:id/citation-export'), await grace.post(`/api/papers/${paperId}/citation-export`).set('Origin', origin()).send({ format: 'bibtex' }));
    check(route('GET', '/api/papers/:id/similar'), await anonymous.get(`/api/papers/${paperId}/similar`));
    check(route('GET', '/api/authors/:name'), await anonymous.get(`/api/authors/${encodeURIComponent(feed.body[0].authors[0])}`));
    check(route('POST', '/api/library/bookmarks/merge'), await grace.post('/api/library/bookmarks/merge').set('Origin', origin()).send({ bookmarks: [paperId] }));
    check(route('PUT', '/api/library/bookmarks/:paperId'), await grace.put(`/api/library/bookmarks/${feed.body[1].id}`).set('Origin', origin()));
    check(route('DELETE', '/api/library/bookmarks/:paperId'), await grace.delete(`/api/library/bookmarks/${paperId}`).set('Origin', origin()));
    check(route('POST', '/api/usage'), await ada.post('/api/usage').set('Origin', origin()).send({ feature: 'privateNotes' }));

    const team = await marie.post('/api/institution/teams').set('Origin', origin()).send({ name: 'Optics' });
    check(route('POST', '/api/institution/teams'), team);
    check(route('GET', '/api/institution/teams/:teamId/members'), await marie.get(`/api/institution/teams/${team.body.id}/members`));

    check(route('POST', '/api/admin/databases/connect'), await alan.post('/api/admin/databases/connect').set('Origin', origin()));
    check(route('POST', '/api/opal-scraping/start'), await alan.post('/api/opal-scraping/start').set('Origin', origin()));
    check(route('POST', '/api/opal-scraping/stop'), await alan.post('/api/opal-scraping/stop').set('Origin', origin()));
    assert.deepEqual(problems, [], `answers unlike /api/docs:\n  ${problems.join('\n  ')}`);
  });
});
