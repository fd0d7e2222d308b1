import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTES } from '@scholarlens/contracts';
import { operationOf } from '../src/platform/http/openapi.js';
import { readRouteTable } from '../src/platform/http/route-table.js';
import { type TestApp, startTestApp } from './support/test-app.js';

let t: TestApp;
// A shell build of its own, with a file where an API path is: the web app must not shadow the API.
const frontends = fs.mkdtempSync(path.join(os.tmpdir(), 'frontends-'));
before(async () => {
  fs.mkdirSync(path.join(frontends, 'shell', 'dist', 'api'), { recursive: true });
  fs.writeFileSync(path.join(frontends, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(frontends, 'shell', 'dist', 'main.js'), 'console.log("shell")');
  fs.writeFileSync(path.join(frontends, 'shell', 'dist', 'api', 'health'), 'a file, not the API');
  t = await startTestApp({ REMOTE_ADMIN_URL: 'http://127.0.0.1:9/remoteEntry.js', FRONTENDS_DIR: frontends });
});
after(async () => {
  await t.close();
  fs.rmSync(frontends, { recursive: true, force: true });
});

test("the shell's files are served, but never in place of an API path", async () => {
  const file = await t.anonymous().get('/main.js').expect(200);
  assert.match(file.text, /shell/);
  const api = await t.anonymous().get('/api/health').expect(200);
  assert.equal(api.body.status, 'ok');
  const page = await t.anonymous().get('/paper/2606.32040').set('Accept', 'text/html').expect(200);
  assert.match(page.text, /<title>shell<\/title>/);
});

test('each route of the shell and its remotes answers 200 with the shell', async () => {
  for (const { path: route } of ROUTES) {
    const url = route.replace(/:[A-Za-z]+/g, '2606.32040');
    const res = await t.anonymous().get(url).set('Accept', 'text/html');
    assert.equal(res.status, 200, `${url} answered ${res.status}`);
    assert.match(res.text, /<title>shell<\/title>/, url);
  }
});

test('an unknown page answers HTTP 404 with the shell, which shows "404 Page Not Found"', async () => {
  for (const url of ['/no-such-page', '/paper', '/paper/1/extra', '/admin/nothing', '/papers']) {
    const res = await t.anonymous().get(url).set('Accept', 'text/html');
    assert.equal(res.status, 404, `${url} answered ${res.status}`);
    assert.match(res.headers['content-type'], /html/);
    assert.match(res.text, /<title>shell<\/title>/, url);
  }
  // A conditional GET of a miss is still a miss.
  const again = await t.anonymous().get('/no-such-page').set('Accept', 'text/html').set('If-Modified-Since', new Date().toUTCString());
  assert.equal(again.status, 404);
});

test('health is public and reports the database and the event store', async () => {
  const res = await t.anonymous().get('/api/health').expect(200);
  assert.deepEqual(res.body, { status: 'ok', database: 'up', eventStore: 'up', redis: 'up' });
});

test('the remotes manifest is read at runtime from configuration, uncached', async () => {
  const res = await t.anonymous().get('/remotes.json').expect(200);
  assert.equal(res.body.discovery, '/remotes/discovery/remoteEntry.js');
  assert.equal(res.body.admin, 'http://127.0.0.1:9/remoteEntry.js');
  assert.equal(res.headers['cache-control'], 'no-store');
});

test('OpenAPI describes the API at /api/docs', async () => {
  const res = await t.anonymous().get('/api/docs-json').expect(200);
  assert.equal(res.body.info.title, 'ScholarLens API');
  assert.ok(res.body.paths['/api/usage'], 'the usage endpoint is documented');
});

test('OpenAPI states every route of the route table with its access rule and its error answers', async () => {
  const document = (await t.anonymous().get('/api/docs-json').expect(200)).body;
  const routes = readRouteTable(t.app);
  assert.ok(routes.length > 40, `${routes.length} routes`);
  for (const route of routes) {
    const operation = operationOf(document, route) as { 'x-access'?: string; security?: unknown[]; description?: string; responses?: Record<string, { content?: unknown }> } | undefined;
    const name = `${route.method} ${route.path}`;
    assert.ok(operation, `${name} is not in /api/docs`);
    assert.equal(operation['x-access'], route.access, name);
    // A signed-in route also takes an institution API key (it acts as its signed-in creator); a key never acts as a console admin.
    const security = route.access === 'public' ? [] : route.access === 'signed-in' ? [{ session: [] }, { apiKey: [] }] : [{ session: [] }];
    assert.deepEqual(operation.security, security, name);
    assert.match(operation.description ?? '', /^Access: /, name);
    assert.ok(operation.responses?.['500']?.content, `${name}: its error answer has a schema`);
    if (route.access !== 'public') assert.ok(operation.responses?.['401'], `${name}: 401 documented`);
    if (route.access === 'admin') assert.ok(operation.responses?.['403'], `${name}: 403 documented`);
  }
  assert.deepEqual(Object.keys(document.components.schemas.ErrorAnswer.properties), ['message', 'errors', 'requestId']);
});

test('unknown API paths answer 404 as JSON, not the web app', async () => {
  const res = await t.anonymous().get('/api/no-such-thing').set('Accept', 'text/html').expect(404);
  assert.match(res.headers['content-type'], /json/);
  assert.equal(typeof res.body.message, 'string');
});
