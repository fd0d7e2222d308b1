/**
 * `npm test`: static checks (types, lint), unit, integration and API tests (node's test runner on the compiled backend and
 * contracts, against real PostgreSQL and Redis), then the browser tests (Playwright in Debian
 * Chromium against the production build). Each tier runs in a private database and key prefix.
 */
import { run } from './run.mjs';
import { dropTestEnv, newTestEnv } from './test-env.mjs';

console.log(`Tests running on Node ${process.version}`);

const only = process.argv[2]; // optional: "unit" (backend + contracts) or "e2e"
let failed = false;

const step = async (name, fn) => {
  console.log(`\n=== ${name} ===`);
  const code = await fn();
  if (code !== 0) {
    console.error(`✖ ${name} failed (exit ${code})`);
    failed = true;
  }
};

await step('build', () => run('npm', ['run', 'build']));
if (failed) process.exit(1);

// rspack only strips types, so the frontends are type checked here; the linter covers everything.
await step('static checks: types (every package)', () => run('npm', ['run', 'typecheck']));
await step('static checks: lint (Biome)', () => run('npm', ['run', 'lint']));

if (only !== 'e2e') {
  await step('contracts: unit', () => run('npm', ['test', '-w', 'shared-contracts']));
  // Node 24 strips the types of these pure TypeScript modules; no build step needed.
  await step('frontends: unit', () => run('node', ['--test', 'frontends/common/test/**/*.spec.ts', 'frontends/discovery/test/**/*.spec.ts', 'frontends/admin/test/**/*.spec.ts', 'frontends/institution/test/**/*.spec.ts']));
  await step('frontends: components (vitest, jsdom)', () => run('npm', ['run', 'test:components', '-w', 'frontends/discovery']));
  const testEnv = newTestEnv();
  try {
    // --test-force-exit: a test file whose tests have all finished ends even if a connection in a
  // closing library (a Bull queue mid-close) still holds its event loop, so a run cannot hang.
  await step('backend: unit, integration and API', () =>
      run(
        'node',
        ['--test', '--test-concurrency=1', '--test-timeout=300000', '--test-force-exit', 'backend/dist/**/*.spec.js', 'backend/dist/test/**/*.e2e-spec.js'],
        { env: { ...process.env, ...testEnv.env } },
      ),
    );
  } finally {
    await dropTestEnv(testEnv);
  }
}

if (only !== 'unit') {
  const testEnv = newTestEnv();
  try {
    await step('browser (Playwright, Chromium)', () =>
      run('npm', ['run', 'e2e'], { env: { ...process.env, ...testEnv.env } }),
    );
  } finally {
    await dropTestEnv(testEnv);
  }
}

process.exit(failed ? 1 : 0);
