/**
 * Synced bookmarks over HTTP (issue #38 item 2): Pro users' bookmarks kept on the server, merged
 * from either stored shape of spec core §3 without duplicates, read the same from a second browser
 * (a second sign-in); a removal is not undone by an older copy still in another browser; free users
 * are refused with the upgrade text (their bookmarks stay in the browser); bad items are a 400
 * naming the item.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type BookmarkEntry, LIBRARY_API, LIBRARY_MESSAGES } from '@scholarlens/contracts';
import request from 'supertest';
import { signIn } from './support/sign-in.js';
import { type TestApp, startTestApp } from './support/test-app.js';

describe('synced bookmarks', () => {
  let t: TestApp;

  before(async () => {
    t = await startTestApp({ FIRST_START_IMPORT: 'false', ARXIV_FIRST_START_SYNC: 'false' });
  });
  after(async () => {
    await t?.close();
  });

  const ids = (list: BookmarkEntry[]) => list.map((b) => b.paperId);

  it('free users are refused with the upgrade text; visitors must sign in', async () => {
    const ada = await t.as('ada');
    for (const res of [await ada.get(LIBRARY_API.bookmarks), await ada.post(LIBRARY_API.mergeBookmarks).send({ bookmarks: ['2601.00001'] }), await ada.put(LIBRARY_API.bookmark('2601.00001'))]) {
      assert.equal(res.status, 403, res.text);
      assert.equal(res.body.message, LIBRARY_MESSAGES.syncUpgrade);
    }
    assert.equal((await t.anonymous().get(LIBRARY_API.bookmarks)).status, 401);
  });

  it('a Pro user merges both stored shapes without duplicates, adds and removes; a second browser reads the same', async () => {
    const grace = await t.as('grace');
    const merged = await grace.post(LIBRARY_API.mergeBookmarks).send({ bookmarks: ['2601.00001', { paperId: '2601.00002', timestamp: 1_000 }, '2601.00001', 2601.00003] });
    assert.equal(merged.status, 200, merged.text);
    assert.deepEqual(merged.body, [
      { paperId: '2601.00002', timestamp: 1_000 },
      { paperId: '2601.00001', timestamp: 0 },
      { paperId: '2601.00003', timestamp: 0 },
    ]);
    const added = await grace.put(LIBRARY_API.bookmark('hep-th/9901001'));
    assert.equal(added.status, 200, added.text);
    assert.equal(added.body[0].paperId, 'hep-th/9901001', 'newest first');
    const removed = await grace.delete(LIBRARY_API.bookmark('2601.00002'));
    assert.deepEqual(ids(removed.body), ['hep-th/9901001', '2601.00001', '2601.00003']);

    // Another browser: its own sign-in of the same account.
    const second = request.agent(t.baseUrl);
    await signIn(second, 'grace', t.baseUrl);
    const there = await second.get(LIBRARY_API.bookmarks);
    assert.equal(there.status, 200, there.text);
    assert.deepEqual(there.body, removed.body);
  });

  it('an older copy of a removed bookmark in another browser does not bring it back; a newer bookmark does', async () => {
    const grace = await t.as('grace');
    const stale = await grace.post(LIBRARY_API.mergeBookmarks).send({ bookmarks: [{ paperId: '2601.00002', timestamp: 1_000 }, '2601.00002'] });
    assert.ok(!ids(stale.body).includes('2601.00002'));
    const fresh = await grace.post(LIBRARY_API.mergeBookmarks).send({ bookmarks: [{ paperId: '2601.00002', timestamp: Date.now() + 1_000 }] });
    assert.ok(ids(fresh.body).includes('2601.00002'));
  });

  it('bad input is a 400 naming the item and the rule', async () => {
    const grace = await t.as('grace');
    const cases: [unknown, string][] = [
      [{ bookmarks: [{}] }, 'bookmarks[0].paperId: must be a paper id'],
      [{ bookmarks: ['ok', '  '] }, 'bookmarks[1]: must be a paper id'],
      [{ bookmarks: [{ paperId: 'a', timestamp: -1 }] }, 'bookmarks[0].timestamp: must be a time in ms since the epoch'],
      [{ bookmarks: ['x'.repeat(201)] }, 'bookmarks[0]: must be at most 200 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await grace.post(LIBRARY_API.mergeBookmarks).send(body as object);
      assert.equal(res.status, 400, res.text);
      assert.equal(res.body.message, message);
    }
    const notAList = await grace.post(LIBRARY_API.mergeBookmarks).send({ bookmarks: 'x' });
    assert.equal(notAList.status, 400);
    assert.match(notAList.body.message, /^bookmarks: /);
    assert.deepEqual(ids((await grace.get(LIBRARY_API.bookmarks)).body).includes('ok'), false, 'a refused merge saves nothing');
  });
});
