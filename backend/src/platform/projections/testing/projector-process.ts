/**
 * A projector in a process of its own, for the crash test: runs a StreamCountProjection against
 * DATABASE_URL until killed. Prints "ready" once subscribed; SIGTERM stops it cleanly.
 *   PROJECTION_NAME  the projection (and table) name
 *   BATCH_SIZE       events per transaction
 */
import { createPool } from '../../database/database.js';
import { PostgresEventStore } from '../../event-store/postgres-event-store.js';
import { ProjectionRunner } from '../projection-runner.js';
import { StreamCountProjection } from './stream-count.projection.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const pool = createPool(url, 4);
pool.on('error', () => undefined);
const projection = new StreamCountProjection(process.env.PROJECTION_NAME);
await projection.createTable(pool);
const runner = new ProjectionRunner(
  new PostgresEventStore(pool, url),
  pool,
  [projection],
  (m) => process.stderr.write(`${m}\n`),
  { batchSize: Number(process.env.BATCH_SIZE ?? 100), restartDelayMs: 100 },
);
await runner.start();
process.stdout.write('ready\n');
process.on('SIGTERM', async () => {
  await runner.stop();
  await pool.end();
  process.exit(0);
});
