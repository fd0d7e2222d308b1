import { Logger } from '@nestjs/common';
import { type AppConfig, ConfigError, loadConfig } from './platform/config/config.js';

let config: AppConfig;
try {
  config = loadConfig();
} catch (err) {
  // A malformed variable stops the start with one line naming it and its value, no stack.
  if (!(err instanceof ConfigError)) throw err;
  process.stderr.write(`Configuration error: ${err.message}\n`);
  process.exit(1);
}
// The application (and everything it connects to) loads only once the configuration is sound.
const { createApp } = await import('./app.js');
const { MigrationEditedError } = await import('./platform/database/database.js');
const app = await createApp().catch((err: unknown) => {
  if (!(err instanceof MigrationEditedError)) throw err;
  process.stderr.write(`Database error: ${err.message}\n`);
  process.exit(1);
});
await app.listen(config.port);
new Logger('ScholarLens').log(`Listening on ${config.publicUrl} (Node ${process.version})`);
