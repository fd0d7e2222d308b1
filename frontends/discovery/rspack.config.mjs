import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../common/build/rspack.base.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv = {}) =>
  createConfig({
    dirname,
    kind: 'remote',
    name: 'discovery',
    // The one exposed module: a map from route path (as in ROUTES) to page component.
    exposes: { './routes': './src/routes.tsx' },
    port: 3001,
    mode: argv.mode ?? process.env.NODE_ENV ?? 'production',
  });
