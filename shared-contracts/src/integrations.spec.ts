import { test } from 'node:test';
import assert from 'node:assert/strict';
import { errorRateColour, integrationStatusColour, lastSyncText } from './integrations.js';

test('status colours of spec §4', () => {
  for (const s of ['connected', 'active', 'healthy']) assert.equal(integrationStatusColour(s), 'green');
  for (const s of ['disconnected', 'paused']) assert.equal(integrationStatusColour(s), 'grey');
  for (const s of ['error', 'down']) assert.equal(integrationStatusColour(s), 'red');
  for (const s of ['pending', 'degraded']) assert.equal(integrationStatusColour(s), 'yellow');
});

test('error rate colours of spec §9: under 1 green, under 5 yellow, otherwise red', () => {
  assert.deepEqual([0, 0.99, 1, 4.99, 5, 100].map(errorRateColour), ['green', 'green', 'yellow', 'yellow', 'red', 'red']);
});

test('last sync in the §9 format: Just now, Nm ago, Nh ago, Nd ago; never is "—"', () => {
  const now = Date.parse('2026-06-10T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  assert.equal(lastSyncText(null, now), '—');
  assert.equal(lastSyncText(ago(30_000), now), 'Just now');
  assert.equal(lastSyncText(ago(5 * 60_000), now), '5m ago');
  assert.equal(lastSyncText(ago(3 * 3_600_000), now), '3h ago');
  assert.equal(lastSyncText(ago(50 * 3_600_000), now), '2d ago');
});
