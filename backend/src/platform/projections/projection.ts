import type { PoolClient } from '../database/database.js';
import type { RecordedEvent } from '../event-store/event-store.port.js';

/**
 * A projector builds one read model. `apply` runs inside the runner's transaction, together
 * with the checkpoint update, so every event takes effect exactly once.
 */
export interface Projection {
  /** Stable name: the checkpoint key and the argument of `npm run projections:rebuild`. */
  readonly name: string;
  /** Event types this projection reads; others only advance its checkpoint. */
  readonly eventTypes: readonly string[];
  apply(event: RecordedEvent, tx: PoolClient): Promise<void>;
  /**
   * Optional: applies a whole batch (the events of `eventTypes`, in order) at once, for read
   * models fed in bulk (multi-row upserts). When present the runner calls it instead of `apply`;
   * it must leave the read model exactly as applying the events one by one would.
   */
  applyBatch?(events: RecordedEvent[], tx: PoolClient): Promise<void>;
  /** Optional: events per subscription batch (one transaction each) for this projection. */
  readonly batchSize?: number;
  /** Empties the read model (rebuild). */
  reset(tx: PoolClient): Promise<void>;
}

/** Nest injection token for the set of registered projections. */
export const PROJECTIONS = Symbol('PROJECTIONS');
