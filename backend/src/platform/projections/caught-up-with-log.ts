import { type EventStore, START, comparePositions } from '../event-store/event-store.port.js';
import type { ReadYourWrites } from './projections.module.js';

/**
 * At start, before resuming what a read model says is still running (bulk harvests, course
 * scrapes): waits until `projection` has caught up with the whole log, so no run it has not
 * reached yet is missed. False when the log is empty: nothing ran yet, nothing to wait for.
 */
export async function caughtUpWithLog(store: EventStore, readYourWrites: ReadYourWrites, projection: string, timeoutMs = 15_000): Promise<boolean> {
  const head = await store.headPosition();
  if (comparePositions(head, START) === 0) return false;
  await readYourWrites.waitFor([projection], head, timeoutMs);
  return true;
}
