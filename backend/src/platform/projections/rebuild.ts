/**
 * Rebuilding read models (docs/ARCHITECTURE.md §6): empty them and their checkpoints, then replay the
 * log from position 0 up to the head seen at the start. The CLI (rebuild.cli.ts) wraps this.
 */
import type { Pool } from '../database/database.js';
import type { EventStore, Position } from '../event-store/event-store.port.js';
import type { Projection } from './projection.js';
import { ProjectionRunner } from './projection-runner.js';

export class UnknownProjectionError extends Error {
  constructor(
    readonly unknown: string[],
    readonly known: string[],
  ) {
    super(
      `Unknown projection${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. ` +
        (known.length ? `Known projections: ${known.join(', ')} (or "all").` : 'No projections are registered.'),
    );
    this.name = 'UnknownProjectionError';
  }
}

/** `all` or a list of names → the names to rebuild; unknown names throw UnknownProjectionError. */
export function resolveProjectionNames(requested: readonly string[], known: readonly string[]): string[] {
  if (requested.length === 0) throw new UnknownProjectionError([], [...known]);
  if (requested.includes('all')) return [...known];
  const unknown = requested.filter((n) => !known.includes(n));
  if (unknown.length > 0) throw new UnknownProjectionError(unknown, [...known]);
  return [...new Set(requested)];
}

export interface RebuildResult {
  names: string[];
  events: number;
  head: Position;
  ms: number;
}

/**
 * Resets and replays `names` (already resolved). Nothing else may project them meanwhile in a
 * way that matters: a live runner next to it is kept correct by the checkpoint lock, but the
 * read model is empty until the replay passes.
 */
export async function rebuildProjections(
  store: EventStore,
  pool: Pool,
  projections: readonly Projection[],
  names: readonly string[],
  onProgress: (position: Position, events: number) => void = () => undefined,
  batchSize = 1000,
): Promise<RebuildResult> {
  const started = performance.now();
  const runner = new ProjectionRunner(store, pool, projections, () => undefined, { batchSize });
  await runner.reset(names);
  const head = await store.headPosition();
  const events = names.length === 0 ? 0 : await runner.replay(names, head, onProgress);
  return { names: [...names], events, head, ms: performance.now() - started };
}
