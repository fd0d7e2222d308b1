import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { type TestApp, startTestApp } from './support/test-app.js';

let t: TestApp;
before(async () => {
  t = await startTestApp({ REMOTE_ADMIN_URL: 'http://127.0.0.1:9/remoteEntry.js' });
});
after(() => t.close());

test('health is public and reports the database and the event store', async () => {
  const res = await t.anonymous().get('/api/health').expect(200);
  assert.deepEqual(res.body, { status: 'ok', database: 'up', eventStore: 'up' });
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

test('unknown API paths answer 404 as JSON, not the web app', async () => {
  const res = await t.anonymous().get('/api/no-such-thing').set('Accept', 'text/html').expect(404);
  assert.match(res.headers['content-type'], /json/);
  assert.equal(typeof res.body.message, 'string');
});
