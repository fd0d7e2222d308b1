import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadRateLimitConfig } from '../config/rate-limit-config.js';
import { rateLimitTier } from './rate-limits.js';

test('AI calls, sign-in and sign-ups fall in their strict tiers, whatever the letter case or a trailing slash', () => {
  for (const path of ['/api/papers/2401.00001/summary', '/api/papers/x/intelligence', '/API/Papers/x/CHAT/', '/api/ai/chat', '/api/papers/auto-tag', '/api/institutions/i1/courses', '/api/courses/create-ai']) {
    assert.equal(rateLimitTier('POST', path), 'ai', path);
  }
  for (const path of ['/auth/google', '/AUTH/callback', '/oidc/auth', '/oidc', '/api/login']) assert.equal(rateLimitTier('GET', path), 'signIn', path);
  assert.equal(rateLimitTier('POST', '/oidc/interaction/abc/login'), 'signIn');
  assert.equal(rateLimitTier('POST', '/api/beta/register'), 'signUp');
  for (const path of ['/api/ai-research/literature-gaps', '/api/ai-research/summary']) assert.equal(rateLimitTier('GET', path), 'ai', path);
  assert.equal(rateLimitTier('GET', '/api/ai-research/trends'), 'read');
  assert.equal(rateLimitTier('POST', '/api/partnerships/p1/outreach'), 'signUp');
});

test('other writes and reads under /api have their own tiers; the web app is not counted', () => {
  assert.equal(rateLimitTier('PUT', '/api/notes/n1'), 'write');
  assert.equal(rateLimitTier('DELETE', '/api/notes/n1'), 'write');
  for (const path of ['/api/courses/c1/modules/m1/complete', '/api/courses/c1/enrol', '/api/courses/c1/publish']) assert.equal(rateLimitTier('POST', path), 'write', path);
  assert.equal(rateLimitTier('GET', '/api/papers/2401.00001'), 'read');
  assert.equal(rateLimitTier('GET', '/api/papers/x/summary'), 'read');
  // A chat's live stream is one long GET: one read when it opens (and one per reconnect), not one per message.
  assert.equal(rateLimitTier('GET', '/api/teams/t1/channels/c1/stream'), 'read');
  assert.equal(rateLimitTier('POST', '/api/teams/t1/channels/c1/messages'), 'write');
  assert.equal(rateLimitTier('GET', '/papers/2401.00001'), null);
  assert.equal(rateLimitTier('GET', '/remotes/discovery/remoteEntry.js'), null);
});

test('limits are configuration: defaults, overrides, and a bad value named', () => {
  assert.deepEqual(loadRateLimitConfig({}).ai, { points: 10, durationSeconds: 60 });
  assert.deepEqual(loadRateLimitConfig({ RATE_LIMIT_AI_PER_MINUTE: '' }).ai, { points: 10, durationSeconds: 60 });
  assert.equal(loadRateLimitConfig({ RATE_LIMIT_READS_PER_MINUTE: '5' }).read.points, 5);
  assert.throws(() => loadRateLimitConfig({ RATE_LIMIT_AI_PER_MINUTE: 'ten' }), /RATE_LIMIT_AI_PER_MINUTE must be a whole number ≥ 1, not "ten"/);
});
