import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DURATION_BUCKETS_MS, bucketOf, medianOf } from './route-timings.js';

test('durations fall in the first bucket whose bound holds them; slower than the last bound in the overflow bucket', () => {
  assert.equal(bucketOf(0.4), 0);
  assert.equal(bucketOf(1), 0);
  assert.equal(bucketOf(1.2), 1);
  assert.equal(bucketOf(99), DURATION_BUCKETS_MS.indexOf(100));
  assert.equal(bucketOf(60_000), DURATION_BUCKETS_MS.length);
});

test('the median is read linearly inside its bucket; nothing counted has none', () => {
  const buckets = new Array(DURATION_BUCKETS_MS.length + 1).fill(0);
  assert.equal(medianOf(buckets), null);
  buckets[bucketOf(10)] = 4; // (8, 12]
  assert.equal(medianOf(buckets), 10); // half of 4 is 2: halfway through 8..12
  buckets[bucketOf(40)] = 4; // (30, 50]
  assert.equal(medianOf(buckets), 12); // 4 of 8 reached at the end of the first bucket
});
