import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { SERVER_NODE_FLAGS } from './node-flags.js';

/** Allocates ~200 MB of short-lived objects, as requests do, then prints the young generation's size. */
const CHURN = `
  import v8 from 'node:v8';
  let live = [];
  for (let i = 0; i < 3e6; i++) { live.push({ i, s: 'row ' + i }); if (live.length > 1000) live = []; }
  console.log(JSON.stringify(v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')));
`;

describe('the V8 flags of the serving process', () => {
  it('are flags this Node accepts, and keep the young generation at two 8 MB semi-spaces however much is allocated', () => {
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '--input-type=module', '-e', CHURN], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    const newSpace = JSON.parse(run.stdout) as { space_size: number };
    // Left to itself, V8 grows it to 2 × 64 MB on a machine with this much memory (see node-flags.ts).
    assert.ok(newSpace.space_size <= 2 * 8 * 2 ** 20, `young generation ${newSpace.space_size} bytes`);
  });
});
