/**
 * A second backend process (`node backend/dist/src/main.js`) on the same database and Redis prefix as
 * the test's own app, as an operator runs two behind one address (two-backends.e2e-spec.ts, the chat's
 * live delivery across processes).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../../src/platform/config/config.js';
import { freePort } from './test-app.js';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/main.js');

/** Starts a second backend on the same database and Redis prefix; resolves once it answers /api/health. */
export async function startSecondBackend(databaseUrl: string): Promise<{ url: string; process: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), PUBLIC_URL: url, DATABASE_URL: databaseUrl, EVENT_STORE_URL: databaseUrl, OIDC_ISSUER: '', NODE_TEST_CONTEXT: undefined },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`backend B exited with ${child.exitCode}: ${stderr}`);
    const up = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`backend B did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    process: child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
