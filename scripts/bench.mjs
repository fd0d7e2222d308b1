/**
 * `npm run bench`: builds the backend, then runs every bench/*.bench.mjs in name order, each in
 * its own process, against a private PostgreSQL database (and Redis prefix) created for this run
 * and dropped afterwards. Benchmarks print figures; there is no pass/fail threshold.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './run.mjs';
import { dropTestEnv, newTestEnv } from './test-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const files = fs
  .readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

console.log(`Benchmarks on Node ${process.version}: ${files.join(', ') || '(none)'}`);
if ((await run('npm', ['run', 'build', '-w', 'backend'], { cwd: root })) !== 0) process.exit(1);
const { SERVER_NODE_FLAGS } = await import('../backend/dist/src/platform/config/node-flags.js');

const testEnv = newTestEnv();
let failed = false;
try {
  for (const file of files) {
    console.log(`\n=== ${file} ===`);
    // Each benchmark hosts the backend in its own process: with the flags `npm start` gives it.
    const code = await run(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'bench', file)], {
      cwd: root,
      // Production refuses the development secrets (README, Configuration): each run gets its own.
      env: { ...process.env, ...testEnv.env, NODE_ENV: 'production', SESSION_SECRET: randomBytes(32).toString('hex'), OIDC_COOKIE_KEYS: randomBytes(32).toString('hex') },
    });
    if (code !== 0) {
      console.error(`✖ ${file} did not finish (exit ${code})`);
      failed = true;
    }
  }
} finally {
  await dropTestEnv(testEnv);
}
process.exit(failed ? 1 : 0);
