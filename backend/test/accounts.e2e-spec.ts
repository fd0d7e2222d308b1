/** Accounts API over HTTP: usage recording and reading, validation, admin plan changes. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { METERED_FEATURES, type UsageRecord } from '@scholarlens/contracts';
import { expectAuthorizationMatrix } from './support/authorization-matrix.js';
import { type TestApp, startTestApp } from './support/test-app.js';

const countOf = (usage: UsageRecord[], feature: string) => usage.find((u) => u.feature === feature)?.count;

describe('accounts', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => {
    await t?.close();
  });

  describe('usage', () => {
    it('is for signed-in users only', async () => {
      await expectAuthorizationMatrix(t, { method: 'get', path: '/api/usage' }, { anonymous: 401, user: 200, admin: 200 });
      await expectAuthorizationMatrix(
        t,
        { method: 'post', path: '/api/usage', body: { feature: 'citationExport' } },
        { anonymous: 401, user: 201, otherUser: 201 },
      );
    });

    it('lists every metered feature with its count', async () => {
      const res = await (await t.as('ada')).get('/api/usage');
      assert.equal(res.status, 200);
      assert.deepEqual(
        res.body.map((u: UsageRecord) => u.feature),
        [...METERED_FEATURES],
      );
      for (const u of res.body as UsageRecord[]) assert.ok(Number.isInteger(u.count) && u.count >= 0);
    });

    it('records a use and answers the new count at once (read-your-writes)', async () => {
      const ada = await t.as('ada');
      const before = countOf((await ada.get('/api/usage')).body, 'aiSummary')!;
      const first = await ada.post('/api/usage').send({ feature: 'aiSummary' });
      assert.equal(first.status, 201);
      assert.deepEqual(first.body, { feature: 'aiSummary', count: before + 1 });
      const second = await ada.post('/api/usage').send({ feature: 'aiSummary' });
      assert.deepEqual(second.body, { feature: 'aiSummary', count: before + 2 });
      assert.equal(countOf((await ada.get('/api/usage')).body, 'aiSummary'), before + 2);
    });

    it('keeps each user’s usage to themselves', async () => {
      const ada = await t.as('ada');
      const marie = await t.as('marie');
      const marieBefore = countOf((await marie.get('/api/usage')).body, 'privateNotes')!;
      const adaBefore = countOf((await ada.get('/api/usage')).body, 'privateNotes')!;
      assert.equal((await ada.post('/api/usage').send({ feature: 'privateNotes' })).status, 201);
      assert.equal(countOf((await ada.get('/api/usage')).body, 'privateNotes'), adaBefore + 1);
      assert.equal(countOf((await marie.get('/api/usage')).body, 'privateNotes'), marieBefore);
    });

    it('counts concurrent uses exactly', async () => {
      const grace = await t.as('grace');
      const before = countOf((await grace.get('/api/usage')).body, 'teamLibrary')!;
      const results = await Promise.all(
        Array.from({ length: 5 }, () => grace.post('/api/usage').send({ feature: 'teamLibrary' })),
      );
      assert.deepEqual(
        results.map((r) => r.status),
        [201, 201, 201, 201, 201],
      );
      assert.equal(countOf((await grace.get('/api/usage')).body, 'teamLibrary'), before + 5);
    });

    describe('bad bodies answer 400 naming the field', () => {
      const cases: [string, () => { body: string | object; json?: boolean }, RegExp][] = [
        ['an unknown feature', () => ({ body: { feature: 'teleport' } }), /^feature: /],
        ['a missing feature', () => ({ body: {} }), /^feature: /],
        ['a wrong type', () => ({ body: { feature: 42 } }), /^feature: /],
        ['an extra field', () => ({ body: { feature: 'aiSummary', admin: true } }), /^admin: /],
        ['malformed JSON', () => ({ body: '{"feature": ', json: true }), /^body: /],
      ];
      for (const [name, make, message] of cases) {
        it(name, async () => {
          const ada = await t.as('ada');
          const { body, json } = make();
          let req = ada.post('/api/usage');
          if (json) req = req.set('Content-Type', 'application/json');
          const res = await req.send(body);
          assert.equal(res.status, 400, res.text);
          assert.match(res.body.message, message);
        });
      }
    });
  });

  describe('admin plan change', () => {
    it('follows the authorization matrix and validates', async () => {
      const marie = await t.userOf('marie');
      const path = `/api/admin/users/${marie.id}/plan`;
      await expectAuthorizationMatrix(
        t,
        { method: 'post', path, body: { plan: 'team' } },
        { anonymous: 401, user: 403, otherUser: 403, admin: 200 },
      );
      const admin = await t.as('alan');
      const bad = await admin.post(path).send({ plan: 'platinum' });
      assert.equal(bad.status, 400);
      assert.match(bad.body.message, /^plan: /);
      const extra = await admin.post(path).send({ plan: 'pro', role: 'admin' });
      assert.equal(extra.status, 400);
      assert.match(extra.body.message, /^role: /);
      const unknown = await admin.post('/api/admin/users/00000000-0000-8000-8000-000000000000/plan').send({ plan: 'pro' });
      assert.equal(unknown.status, 404);
      assert.deepEqual(unknown.body, { message: 'User not found', requestId: unknown.headers['x-request-id'] });
    });

    it('answers the updated user and the plan shows at once in /api/auth/user', async () => {
      const admin = await t.as('alan');
      const marieAgent = await t.as('marie');
      const marie = await t.userOf('marie');
      const path = `/api/admin/users/${marie.id}/plan`;
      try {
        const res = await admin.post(path).send({ plan: 'enterprise' });
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, { ...marie, plan: 'enterprise' });
        assert.equal((await marieAgent.get('/api/auth/user')).body.plan, 'enterprise');
        // Setting the same plan again changes nothing and still answers the user.
        const again = await admin.post(path).send({ plan: 'enterprise' });
        assert.equal(again.status, 200);
        assert.equal(again.body.plan, 'enterprise');
      } finally {
        const reset = await admin.post(path).send({ plan: 'free' });
        assert.equal(reset.body.plan, 'free');
      }
      assert.equal((await marieAgent.get('/api/auth/user')).body.plan, 'free');
    });
  });
});
