/**
 * Builds the native query encoder (use-encoder.c) into dist/native/use-encoder.node (or the path
 * given as argument) with the C compiler ($CC, default cc) against the running Node's own
 * Node-API headers. Optional: where no
 * compiler or headers exist the build says so and succeeds, and the local embedder runs its
 * WebAssembly path (use-embedder.worker.ts picks whichever reproduces the model).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const output = path.resolve(process.argv[2] ?? path.join(here, '..', 'dist', 'native', 'use-encoder.node'));
const headers = [path.join(path.dirname(process.execPath), '..', 'include', 'node'), '/usr/include/node', '/usr/local/include/node'].find((dir) =>
  fs.existsSync(path.join(dir, 'node_api.h')),
);
const skip = (why) => {
  fs.rmSync(output, { force: true });
  console.warn(`native query encoder not built (${why}); the local embedder uses WebAssembly`);
  process.exit(0);
};
if (!headers) skip('no node_api.h beside this Node');
fs.mkdirSync(path.dirname(output), { recursive: true });
// macOS resolves the Node-API symbols from the host process only when told to.
const link = process.platform === 'darwin' ? ['-undefined', 'dynamic_lookup'] : [];
const cc = process.env.CC ?? 'cc';
const args = ['-O3', '-std=gnu11', '-fPIC', '-shared', '-Wall', `-I${headers}`, ...link, path.join(here, 'use-encoder.c'), '-o', output, '-lm'];
const result = spawnSync(cc, args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
if (result.error) skip(`${cc}: ${result.error.message}`);
if (result.status !== 0) skip(`${cc} failed: ${result.stderr.trim().split('\n').slice(0, 5).join(' | ')}`);
if (result.stderr.trim()) console.warn(result.stderr.trim());
console.log(`native query encoder built: ${path.relative(process.cwd(), output)}`);
