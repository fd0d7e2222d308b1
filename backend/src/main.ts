import { Logger } from '@nestjs/common';
import { createApp } from './app.js';
import { loadConfig } from './platform/config/config.js';

const config = loadConfig();
const app = await createApp();
await app.listen(config.port);
new Logger('ScholarLens').log(`Listening on ${config.publicUrl} (Node ${process.version})`);
