// Runs one command in a private test database and Redis key prefix (scripts/test-env.mjs), dropped
// afterwards: `node scripts/with-test-env.mjs node --test backend/dist/test/notes.e2e-spec.js`.
import { run } from './run.mjs';
import { dropTestEnv, newTestEnv } from './test-env.mjs';

const testEnv = newTestEnv();
let code = 1;
try {
  code = await run(process.argv[2], process.argv.slice(3), { env: { ...process.env, ...testEnv.env } });
} finally {
  await dropTestEnv(testEnv);
}
process.exit(code);
