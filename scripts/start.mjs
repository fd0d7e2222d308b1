/**
 * `npm start`: builds what is not built yet, then serves the whole app (shell, remotes, API,
 * sign-in) on one port. Everything defaults to local services; see the README's configuration.
 */
import fs from 'node:fs';
import { run } from './run.mjs';

const builds = [
  'shared-contracts/dist/index.js',
  'backend/dist/src/main.js',
  'frontends/shell/dist/index.html',
  'frontends/discovery/dist/remoteEntry.js',
  'frontends/institution/dist/remoteEntry.js',
  'frontends/admin/dist/remoteEntry.js',
];
if (process.env.SKIP_BUILD !== 'true' && builds.some((file) => !fs.existsSync(file))) {
  console.log('First start: building the backend and the frontends (once; `npm run build` rebuilds).');
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) process.exit(code);
}
const { SERVER_NODE_FLAGS } = await import('../backend/dist/src/platform/config/node-flags.js');
process.exit(await run('node', [...SERVER_NODE_FLAGS, 'backend/dist/src/main.js']));
