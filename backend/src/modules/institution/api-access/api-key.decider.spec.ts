import assert from 'node:assert/strict';
import { test } from 'node:test';
import { API_KEY_LIMITS, API_KEY_MESSAGES, INSTITUTION_MESSAGES } from '@scholarlens/contracts';
import { DomainError } from '../../../platform/domain/domain-error.js';
import type { ApiKeyCreated } from './api-key.js';
import { decide } from './api-key.decider.js';
import { evolve, initialApiKeyState } from './api-key.js';

const created: ApiKeyCreated['data'] = {
  keyId: 'k1',
  institutionId: 'i1',
  name: 'Library sync',
  prefix: 'sk_live_abcd',
  secretHash: 'h',
  memberId: 'm1',
  userId: 'u1',
  at: '2026-11-26T10:00:00.000Z',
};
const refused = (kind: string, message: string) => (err: unknown) => err instanceof DomainError && err.kind === kind && err.message === message;

test('an administrator creates a key (name trimmed); members, blank names and a full institution are refused', () => {
  assert.deepEqual(decide({ type: 'CreateApiKey', data: { ...created, name: '  Library sync ', role: 'admin', activeKeys: 0 } }, initialApiKeyState), [
    { type: 'ApiKeyCreated', data: created },
  ]);
  assert.throws(() => decide({ type: 'CreateApiKey', data: { ...created, role: 'member', activeKeys: 0 } }, initialApiKeyState), refused('forbidden', INSTITUTION_MESSAGES.adminsOnly));
  assert.throws(() => decide({ type: 'CreateApiKey', data: { ...created, name: ' ', role: 'admin', activeKeys: 0 } }, initialApiKeyState), refused('invalid', 'name: Name is required'));
  assert.throws(
    () => decide({ type: 'CreateApiKey', data: { ...created, role: 'admin', activeKeys: API_KEY_LIMITS.activeKeysPerInstitution } }, initialApiKeyState),
    refused('conflict', API_KEY_MESSAGES.tooMany),
  );
});

test("revoking: once, by an administrator of the key's institution; another institution's key is not found", () => {
  const state = evolve(initialApiKeyState, { type: 'ApiKeyCreated', data: created });
  const revoke = { keyId: 'k1', institutionId: 'i1', memberId: 'm2', userId: 'u2', at: '2026-11-26T11:00:00.000Z' };
  assert.deepEqual(decide({ type: 'RevokeApiKey', data: { ...revoke, role: 'admin' } }, state), [{ type: 'ApiKeyRevoked', data: revoke }]);
  assert.throws(() => decide({ type: 'RevokeApiKey', data: { ...revoke, institutionId: 'i2', role: 'admin' } }, state), refused('not-found', API_KEY_MESSAGES.notFound));
  assert.throws(() => decide({ type: 'RevokeApiKey', data: { ...revoke, role: 'member' } }, state), refused('forbidden', INSTITUTION_MESSAGES.adminsOnly));
  assert.throws(() => decide({ type: 'RevokeApiKey', data: { ...revoke, role: 'admin' } }, initialApiKeyState), refused('not-found', API_KEY_MESSAGES.notFound));
  const revoked = evolve(state, { type: 'ApiKeyRevoked', data: revoke });
  assert.throws(() => decide({ type: 'RevokeApiKey', data: { ...revoke, role: 'admin' } }, revoked), refused('conflict', API_KEY_MESSAGES.alreadyRevoked));
});
