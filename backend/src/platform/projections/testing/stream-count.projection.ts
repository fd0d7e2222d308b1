/**
 * A projection for tests and benchmarks: counts each stream's `Counted` events into a table it
 * creates. It also keeps the sum of their revisions, so an event applied twice or skipped shows.
 */
import pg from 'pg';
import type { Pool, PoolClient } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event-store.port.js';
import type { Projection } from '../projection.js';

export interface StreamCountRow {
  stream_id: string;
  events: number;
  revision_sum: number;
  last_revision: number;
}

export class StreamCountProjection implements Projection {
  readonly eventTypes = ['Counted'];
  private readonly table: string;

  constructor(readonly name = 'test_stream_counts') {
    this.table = pg.escapeIdentifier(name);
  }

  async createTable(pool: Pool | PoolClient): Promise<void> {
    await pool.query(
      `create table if not exists ${this.table} (
         stream_id text primary key,
         events bigint not null,
         revision_sum bigint not null,
         last_revision bigint not null
       )`,
    );
  }

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    await tx.query(
      `insert into ${this.table} as t (stream_id, events, revision_sum, last_revision) values ($1, 1, $2, $2)
       on conflict (stream_id) do update
         set events = t.events + 1, revision_sum = t.revision_sum + excluded.revision_sum,
             last_revision = greatest(t.last_revision, excluded.last_revision)`,
      [event.streamId, event.revision],
    );
  }

  async reset(tx: PoolClient): Promise<void> {
    await this.createTable(tx);
    await tx.query(`truncate ${this.table}`);
  }

  /** The read model, ordered by stream; only the given streams when `streams` is passed. */
  async rows(pool: Pool, streams?: readonly string[]): Promise<StreamCountRow[]> {
    const result = streams
      ? await pool.query<StreamCountRow>(`select * from ${this.table} where stream_id = any($1::text[]) order by stream_id`, [streams])
      : await pool.query<StreamCountRow>(`select * from ${this.table} order by stream_id`);
    return result.rows;
  }
}

/** The same read model fed through `applyBatch` (one multi-row upsert per batch); counts its calls. */
export class BatchStreamCountProjection extends StreamCountProjection {
  batchCalls = 0;
  eventsSeen = 0;

  async applyBatch(events: RecordedEvent[], tx: PoolClient): Promise<void> {
    this.batchCalls++;
    this.eventsSeen += events.length;
    const perStream = new Map<string, { events: number; revisionSum: number; last: number }>();
    for (const e of events) {
      const s = perStream.get(e.streamId) ?? { events: 0, revisionSum: 0, last: -1 };
      s.events++;
      s.revisionSum += e.revision;
      s.last = Math.max(s.last, e.revision);
      perStream.set(e.streamId, s);
    }
    const streams = [...perStream.keys()];
    const table = pg.escapeIdentifier(this.name);
    await tx.query(
      `insert into ${table} as t (stream_id, events, revision_sum, last_revision)
       select * from unnest($1::text[], $2::bigint[], $3::bigint[], $4::bigint[])
       on conflict (stream_id) do update
         set events = t.events + excluded.events, revision_sum = t.revision_sum + excluded.revision_sum,
             last_revision = greatest(t.last_revision, excluded.last_revision)`,
      [streams, streams.map((s) => perStream.get(s)!.events), streams.map((s) => perStream.get(s)!.revisionSum), streams.map((s) => perStream.get(s)!.last)],
    );
  }
}
