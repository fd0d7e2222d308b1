/**
 * The catalog's write path and its read model outside Nest (the import CLI, benchmarks, tests):
 * a pool on the migrated database, the event store, PaperIngestion and a projection runner
 * for the `papers` projection only.
 */
import { type Pool, createPool, ensureDatabase, migrate } from '../../../platform/database/database.js';
import { createEventStore } from '../../../platform/event-store/create-event-store.js';
import type { EventStore, Position } from '../../../platform/event-store/event-store.port.js';
import { ProjectionRunner, waitForProjections } from '../../../platform/projections/projection-runner.js';
import { PapersProjection } from '../catalog/papers.projection.js';
import { PaperIngestion } from './paper-ingestion.js';

export interface CatalogContext {
  pool: Pool;
  store: EventStore;
  ingestion: PaperIngestion;
  projection: PapersProjection;
  runner: ProjectionRunner;
  /** Resolves once the papers read model has every event up to `position`. */
  caughtUp(position: Position | null, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function openCatalogContext(
  databaseUrl: string,
  eventStoreUrl = databaseUrl,
  options: { project?: boolean; log?: (m: string) => void } = {},
): Promise<CatalogContext> {
  await ensureDatabase(databaseUrl);
  const pool = createPool(databaseUrl, 8);
  await migrate(pool);
  const store = await createEventStore(eventStoreUrl, pool, databaseUrl);
  const projection = new PapersProjection();
  const runner = new ProjectionRunner(store, pool, [projection], options.log);
  if (options.project !== false) await runner.start();
  return {
    pool,
    store,
    ingestion: new PaperIngestion(pool, store),
    projection,
    runner,
    caughtUp: async (position, timeoutMs = 600_000) => {
      if (position) await waitForProjections(pool, [PapersProjection.NAME], position, timeoutMs);
    },
    close: async () => {
      await runner.stop();
      await store.close();
      await pool.end();
    },
  };
}
