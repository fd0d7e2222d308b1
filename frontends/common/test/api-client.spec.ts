// The API client: what it sends and how it fails (the error text is what the UI shows).
// Run: node --test frontends/common/test/api-client.spec.ts   (Node 24 strips the types; not part of any tsconfig)
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, errorMessage, errorStatus, errorText } from '../src/lib/api-client.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** Answers every request with `answer` and records what was sent. */
function stubFetch(answer: () => Response): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return answer();
  }) as typeof fetch;
  return sent;
}

test('GET sends cookies, no body and no content type, and parses the JSON answer', async () => {
  const sent = stubFetch(() => Response.json([{ id: '1' }]));
  assert.deepEqual(await api.get<{ id: string }[]>('/api/papers?limit=1'), [{ id: '1' }]);
  assert.equal(sent[0].url, '/api/papers?limit=1');
  assert.equal(sent[0].init.method, 'GET');
  assert.equal(sent[0].init.credentials, 'include');
  assert.equal(sent[0].init.body, undefined);
  assert.deepEqual(sent[0].init.headers, {});
});

test('a body goes as JSON with the JSON content type; without one there is neither', async () => {
  const sent = stubFetch(() => Response.json({ id: 'n1' }));
  await api.post('/api/papers/p1/notes', { content: 'x' });
  await api.put('/api/notes/n1', { content: 'y' });
  await api.patch('/api/notes/n1', { content: 'z' });
  await api.post('/api/papers/sync');
  assert.deepEqual(
    sent.map((s) => [s.init.method, s.init.body, (s.init.headers as Record<string, string>)['Content-Type']]),
    [
      ['POST', '{"content":"x"}', 'application/json'],
      ['PUT', '{"content":"y"}', 'application/json'],
      ['PATCH', '{"content":"z"}', 'application/json'],
      ['POST', undefined, undefined],
    ],
  );
  assert.ok(sent.every((s) => s.init.credentials === 'include'));
});

test('an empty answer (204, or no body) is undefined', async () => {
  stubFetch(() => new Response(null, { status: 204 }));
  assert.equal(await api.delete('/api/notes/n1'), undefined);
  stubFetch(() => new Response('', { status: 201 }));
  assert.equal(await api.post('/api/beta/register', { name: 'A' }), undefined);
});

test('getWithHeaders keeps the headers (X-Next-Cursor, X-Search-Ranking)', async () => {
  stubFetch(() => Response.json([], { headers: { 'X-Next-Cursor': 'abc' } }));
  const { data, status, headers } = await api.getWithHeaders<unknown[]>('/api/papers');
  assert.deepEqual(data, []);
  assert.equal(status, 200);
  assert.equal(headers.get('X-Next-Cursor'), 'abc');
});

test('a non-2xx answer fails with "status: the server\'s message" out of a JSON body, never the raw JSON', async () => {
  stubFetch(() => new Response('{"message":"This e-mail address is already registered for the beta."}', { status: 409, statusText: 'Conflict' }));
  await assert.rejects(api.post('/api/beta/register', {}), (e: Error) => {
    assert.equal(e.message, '409: This e-mail address is already registered for the beta.');
    assert.equal(errorStatus(e), 409);
    assert.equal(errorMessage(e), 'This e-mail address is already registered for the beta.');
    return true;
  });
  stubFetch(() => Response.json({ statusCode: 401, message: 'Sign in to generate AI summaries', error: 'Unauthorized' }, { status: 401 }));
  await assert.rejects(api.post('/api/papers/p1/summary'), { message: '401: Sign in to generate AI summaries' });
  // class-validator's list of messages reads as one sentence list.
  stubFetch(() => Response.json({ message: ['content should not be empty', 'content must be a string'] }, { status: 400 }));
  await assert.rejects(api.post('/api/papers/p1/notes', {}), { message: '400: content should not be empty; content must be a string' });
  stubFetch(() => Response.json({ error: 'Too Many Requests' }, { status: 429 }));
  await assert.rejects(api.post('/api/papers/p1/summary'), { message: '429: Too Many Requests' });
});

test('a body that is not JSON is the text; an empty body is the status text', async () => {
  stubFetch(() => new Response('upstream timed out', { status: 502, statusText: 'Bad Gateway' }));
  await assert.rejects(api.get('/api/stats'), { message: '502: upstream timed out' });
  stubFetch(() => new Response('{not json', { status: 500, statusText: 'Internal Server Error' }));
  await assert.rejects(api.get('/api/stats'), { message: '500: {not json' });
  stubFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
  await assert.rejects(api.get('/api/stats'), { message: '503: Service Unavailable' });
  assert.equal(errorText('   ', 'Not Found'), 'Not Found');
});

test('errorStatus reads only errors of that form', () => {
  assert.equal(errorStatus(new Error('404: Not Found')), 404);
  assert.equal(errorStatus(new Error('Search failed')), null);
  assert.equal(errorStatus('500: text'), null);
});
