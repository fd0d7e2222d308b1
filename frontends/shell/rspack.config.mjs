import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../common/build/rspack.base.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv = {}) =>
  createConfig({ dirname, kind: 'host', name: 'shell', port: 3000, mode: argv.mode ?? process.env.NODE_ENV ?? 'production' });
