import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Request, Response } from 'express';
import { MALFORMED_PARAM_RULE, malformedPathParams, paramAt } from './path-params.js';
import type { RouteEntry } from './route-table.js';

const route = (method: RouteEntry['method'], path: string): RouteEntry => ({
  method,
  path,
  access: 'public',
  controller: 'C',
  handler: 'h',
  inputs: { body: null, query: null, params: [] },
  answer: { statuses: [200], declared: null },
});
const routes = [route('GET', '/api/papers/:id'), route('POST', '/api/papers/:id/notes'), route('PUT', '/api/notes/:noteId'), route('GET', '/api/papers/search')];

test('finds the param a path segment fills, by method and shape', () => {
  assert.equal(paramAt(routes, 'GET', '/api/papers/%ED%A0%80'.split('/'), 3), 'id');
  assert.equal(paramAt(routes, 'POST', '/api/papers/%FF/notes'.split('/'), 3), 'id');
  assert.equal(paramAt(routes, 'PUT', '/api/notes/%C0%80'.split('/'), 3), 'noteId');
  assert.equal(paramAt(routes, 'HEAD', '/api/papers/%FF'.split('/'), 3), 'id');
  assert.equal(paramAt(routes, 'DELETE', '/api/notes/%C0%80'.split('/'), 3), null, 'no such route');
  assert.equal(paramAt(routes, 'GET', '/api/%FF/search'.split('/'), 2), null, 'a literal segment');
});

function run(method: string, path: string): { status?: number; body?: unknown; next: boolean } {
  const out: { status?: number; body?: unknown; next: boolean } = { next: false };
  const res = {
    status(code: number) {
      out.status = code;
      return this;
    },
    json(body: unknown) {
      out.body = body;
      return this;
    },
  } as unknown as Response;
  malformedPathParams(() => routes)({ method, path } as Request, res, () => {
    out.next = true;
  });
  return out;
}

test('a param that is not percent-encoded UTF-8 (a lone surrogate, overlong, cut) answers 400 naming it', () => {
  for (const bad of ['%ED%A0%80', '%C0%80', '%FF', '%E2%82', '%']) {
    assert.deepEqual(run('GET', `/api/papers/${bad}`), {
      next: false,
      status: 400,
      body: { message: `id: ${MALFORMED_PARAM_RULE}`, errors: { id: [MALFORMED_PARAM_RULE] } },
    });
  }
});

test('paths that decode, or reach no route, go on untouched', () => {
  assert.deepEqual(run('GET', '/api/papers/2401.00001'), { next: true });
  assert.deepEqual(run('GET', '/api/papers/%E2%82%AC'), { next: true });
  assert.deepEqual(run('GET', '/oidc/%FF'), { next: true });
});
