/**
 * Browser tests' OpenAlex: the loopback replay server of the compiled backend serving the recorded
 * responses in ../shared/data/fixtures/openalex (see backend/src/platform/external/openalex/openalex-replay.ts),
 * and the institutional ones for analytics (openalex-institution-replay.ts: institution look-ups, an
 * institution's works in cursor pages, moved forward to this year so timeframes ending today hold them).
 * Usage: node support/openalex-replay.mjs <port>
 */
import { startReplayServer } from '../../../backend/dist/src/platform/testing/replay-server.js';
import { openAlexRoutes } from '../../../backend/dist/src/platform/external/openalex/openalex-replay.js';
import { openAlexInstitutionRoutes } from '../../../backend/dist/src/platform/external/openalex/openalex-institution-replay.js';

const port = Number(process.argv[2] ?? 8183);
const works = openAlexRoutes();
const institutional = openAlexInstitutionRoutes({ shiftYears: new Date().getUTCFullYear() - 2021 });
const server = await startReplayServer(async (req) => (await institutional(req)) ?? works(req), { port });
console.log(`OpenAlex replay on ${server.url}`);
const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
