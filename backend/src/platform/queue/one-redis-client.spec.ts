import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import { REPO_ROOT } from '../config/config.js';

// Bull, the sessions and the test scripts each open Redis connections; two ioredis majors in the
// tree would mean two clients with different defaults and error behaviour (issue #27, item 7).
it('installs one major version of ioredis across every package', () => {
  const lock = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
  const installed = Object.entries(lock.packages)
    .filter(([where]) => where.endsWith('node_modules/ioredis'))
    .map(([where, entry]) => `${where}@${entry.version}`);
  assert.ok(installed.length > 0, 'ioredis is installed');
  const majors = new Set(installed.map((entry) => entry.split('@').at(-1)!.split('.')[0]));
  assert.equal(majors.size, 1, installed.join(', '));
});
