import type { Pool } from '../database/database.js';
import type { EventStore } from './event-store.port.js';
import { PostgresEventStore } from './postgres-event-store.js';

/**
 * Chooses the adapter by the URL's scheme (docs/ARCHITECTURE.md §5): postgres:// (default, sharing the
 * read models' pool when it is the same database) or kurrentdb:// / esdb://.
 */
export async function createEventStore(url: string, pool: Pool, databaseUrl: string): Promise<EventStore> {
  const scheme = new URL(url).protocol.replace(':', '');
  if (scheme === 'postgres' || scheme === 'postgresql') {
    if (url !== databaseUrl) {
      throw new Error('EVENT_STORE_URL on PostgreSQL must be the same database as DATABASE_URL (projections share its transactions)');
    }
    return new PostgresEventStore(pool, url);
  }
  if (scheme === 'kurrentdb' || scheme === 'esdb' || scheme === 'kdb') {
    const { KurrentDbEventStore } = await import('./kurrentdb-event-store.js');
    return KurrentDbEventStore.connect(url);
  }
  throw new Error(`EVENT_STORE_URL has an unknown scheme "${scheme}": use postgres://, kurrentdb:// or esdb://`);
}
