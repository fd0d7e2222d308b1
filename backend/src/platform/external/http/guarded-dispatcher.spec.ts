import assert from 'node:assert/strict';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { RefusedAddressError, assertCrawlable } from './address-guard.js';
import { guardedDispatcher, guardedFetch } from './guarded-dispatcher.js';

/** The cause chain of a failed fetch, as undici wraps connect errors in TypeError('fetch failed'). */
async function connectError(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (err) {
    let e = err as Error & { cause?: Error };
    while (e.cause && !(e instanceof RefusedAddressError)) e = e.cause as Error & { cause?: Error };
    return e;
  }
  assert.fail('the fetch was expected to fail');
}

describe('crawler connections pinned to checked addresses', () => {
  let server: Server;
  let port: number;
  const hostsSeen: string[] = [];

  before(async () => {
    server = createServer((req, res) => {
      hostsSeen.push(req.headers.host ?? '');
      if (req.url === '/moved') {
        res.writeHead(302, { location: 'http://10.0.0.5/internal' }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Catalogue</h1>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses at connect time a name that rebinds to loopback after passing the pre-check', async () => {
    // A rebinding DNS answer: public for the first question (the pre-check), loopback afterwards.
    const answers = [['18.9.22.169'], ['127.0.0.1']];
    const rebinding = async () => answers.shift() ?? ['127.0.0.1'];
    const url = `http://catalog.rebind.example:${port}/courses`;
    await assertCrawlable(url, false, rebinding);

    const dispatcher = guardedDispatcher(false, rebinding);
    try {
      const err = await connectError(guardedFetch(dispatcher)(url));
      assert.ok(err instanceof RefusedAddressError, `expected a refusal, got ${err}`);
      assert.match(err.message, /catalog\.rebind\.example resolves to a private or reserved address \(127\.0\.0\.1\)/);
      assert.equal(answers.length, 0, 'the connection resolved the name itself');
      assert.deepEqual(hostsSeen, [], 'no request reached the loopback server');
    } finally {
      await dispatcher.close();
    }
  });

  it('refuses a private IP literal, which the socket never looks up', async () => {
    const dispatcher = guardedDispatcher(false, async () => assert.fail('an IP literal is not resolved'));
    try {
      const err = await connectError(guardedFetch(dispatcher)(`http://127.0.0.1:${port}/courses`));
      assert.ok(err instanceof RefusedAddressError, `expected a refusal, got ${err}`);
      assert.deepEqual(hostsSeen, []);
    } finally {
      await dispatcher.close();
    }
  });

  it('connects to the checked loopback address when private hosts are allowed, and leaves redirects to the caller', async () => {
    const resolved: string[] = [];
    const dispatcher = guardedDispatcher(true, async (host) => {
      resolved.push(host);
      return ['127.0.0.1'];
    });
    try {
      const fetch = guardedFetch(dispatcher);
      const res = await fetch(`http://catalog.test:${port}/courses`);
      assert.equal(res.status, 200);
      assert.equal(await res.text(), '<h1>Catalogue</h1>');
      assert.deepEqual(resolved, ['catalog.test']);
      assert.deepEqual(hostsSeen, [`catalog.test:${port}`]);
      const redirect = await fetch(`http://catalog.test:${port}/moved`);
      assert.equal(redirect.status, 302, 'the redirect is handed back, not followed');
      assert.deepEqual(hostsSeen, [`catalog.test:${port}`, `catalog.test:${port}`]);
    } finally {
      await dispatcher.close();
    }
  });

  it('uses the system resolver by default (localhost, allowed as in tests)', async () => {
    const dispatcher = guardedDispatcher(true);
    try {
      const res = await guardedFetch(dispatcher)(`http://localhost:${port}/courses`);
      assert.equal(res.status, 200);
      assert.equal(await res.text(), '<h1>Catalogue</h1>');
    } finally {
      await dispatcher.close();
    }
  });
});
