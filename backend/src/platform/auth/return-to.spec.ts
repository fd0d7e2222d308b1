import { test } from 'node:test';
import assert from 'node:assert/strict';
import { safeReturnPath } from './return-to.js';

const PUBLIC_URL = 'http://localhost:8080';

test('a same-origin path comes back as it was, with its query and fragment', () => {
  assert.equal(safeReturnPath('/paper/2606.32040', PUBLIC_URL), '/paper/2606.32040');
  assert.equal(safeReturnPath('/search?q=graph%20neural#top', PUBLIC_URL), '/search?q=graph%20neural#top');
});

test('anything that could leave the app, or loop into sign-in, is refused', () => {
  for (const bad of [
    '//evil.example',
    '//evil.example/paper/1',
    'https://evil.example',
    'http://localhost:8080.evil.example/',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'paper/1',
    '',
    '/auth/google',
    '/oidc/auth',
    '/api/auth/user',
    `/${'a'.repeat(3000)}`,
    ['/paper/1'],
    undefined,
  ]) {
    assert.equal(safeReturnPath(bad, PUBLIC_URL), null, JSON.stringify(bad));
  }
});
