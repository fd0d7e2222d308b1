/**
 * Browser tests' OpenAlex: the loopback replay server of the compiled backend serving the recorded
 * responses in ../shared/data/fixtures/openalex (see backend/src/platform/external/openalex/openalex-replay.ts).
 * Usage: node support/openalex-replay.mjs <port>
 */
import { startReplayServer } from '../../../backend/dist/src/platform/testing/replay-server.js';
import { openAlexRoutes } from '../../../backend/dist/src/platform/external/openalex/openalex-replay.js';

const port = Number(process.argv[2] ?? 8183);
const server = await startReplayServer(openAlexRoutes(), { port });
console.log(`OpenAlex replay on ${server.url}`);
const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
