/**
 * A test file's own database and PostgreSQL event store: created before its tests run, dropped
 * after them. For specs that assert on the whole event log or a read model (projection specs).
 */
import { after, before } from 'node:test';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { type TestDatabase, withTestDatabase } from './test-database.js';

export interface TestEventStore {
  readonly db: TestDatabase;
  readonly store: PostgresEventStore;
}

/** Call at the top of a `describe`; read `db` and `store` inside its tests. */
export function useTestEventStore(poolMax = 4): TestEventStore {
  let db: TestDatabase | undefined;
  let store: PostgresEventStore | undefined;
  before(async () => {
    db = await withTestDatabase(poolMax);
    store = new PostgresEventStore(db.pool, db.url);
  });
  after(async () => {
    await db?.drop();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useTestEventStore: read db and store inside a test, not at describe time');
    return value;
  };
  return {
    get db() {
      return ready(db);
    },
    get store() {
      return ready(store);
    },
  };
}
