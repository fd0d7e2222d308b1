/**
 * Bringing paper records into the catalog: the one path every source uses (corpus import, arXiv
 * sync, OAI-PMH bulk acquisition, OpenAlex). For each record the paper decider says new, newer
 * version (updated) or nothing new (unchanged), against the read model's state of the paper;
 * the events of a whole call are appended with one `appendMany`.
 *
 * Idempotent: event ids are derived from the content, so a record imported twice (even while
 * the read model still lags behind) is stored once. When the read model is behind the log in
 * a way that matters (a stream moved on since it was projected), the call falls back to deciding
 * each paper on its own event stream.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from '../../../platform/database/database.js';
import { PG_POOL } from '../../../platform/database/database.module.js';
import {
  type AppendBatch,
  EventStore,
  type EventMetadata,
  type ExpectedRevision,
  type Position,
  WrongExpectedRevisionError,
  comparePositions,
} from '../../../platform/event-store/event-store.port.js';
import { loadAggregate } from '../../../platform/event-store/aggregate.js';
import { PAPER_KEY_COLUMN } from '../catalog/paper-row.js';
import { decide, paperAggregate } from '../paper.decider.js';
import {
  type CatalogRecord,
  type IngestionSource,
  type PaperEvent,
  type PaperState,
  contentEventId,
  evolve,
  initialPaperState,
  paperIdFor,
  paperKeyOf,
  paperStreamId,
} from '../paper.js';

export interface IngestionMeta {
  source: IngestionSource;
  userId?: string;
  correlationId?: string;
}

export interface IngestionResult {
  /** Records that brought a paper the catalog did not have. */
  new: number;
  /** Records that were a newer version of a catalogued paper. */
  updated: number;
  /** Records the catalog had already (same or older version, or already stored). */
  unchanged: number;
  /** Position of the last stored event (wait on the `papers` projection for it); null when nothing was stored. */
  position: Position | null;
}

interface Pending {
  streamId: string;
  events: PaperEvent[];
  expected: ExpectedRevision;
}

const ATTEMPTS = 5;

@Injectable()
export class PaperIngestion {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async ingest(records: CatalogRecord[], meta: IngestionMeta): Promise<IngestionResult> {
    if (records.length === 0) return { new: 0, updated: 0, unchanged: 0, position: null };
    const metadata: EventMetadata = { source: meta.source };
    if (meta.userId) metadata.userId = meta.userId;
    if (meta.correlationId) metadata.correlationId = meta.correlationId;
    try {
      return await this.ingestAgainstReadModel(records, metadata);
    } catch (err) {
      if (!(err instanceof WrongExpectedRevisionError)) throw err;
      // The read model is behind a stream of this call: decide each paper on its own stream.
      return this.ingestAgainstStreams(records, metadata);
    }
  }

  private async ingestAgainstReadModel(records: CatalogRecord[], metadata: EventMetadata): Promise<IngestionResult> {
    const ids = [...new Set(records.map((r) => paperIdFor(paperKeyOf(r))))];
    const { rows } = await this.pool.query<{ key: string; version: number | null; updated_date: string | null; views: number; revision: number }>(
      `select ${PAPER_KEY_COLUMN}, version, updated_date::text as updated_date, views, revision from papers where id = any($1::text[])`,
      [ids],
    );
    const states = new Map<string, PaperState>();
    const pending = new Map<string, Pending>();
    for (const r of rows) {
      states.set(r.key, { status: 'catalogued', key: r.key, version: r.version, updatedDate: r.updated_date, views: Number(r.views) });
      pending.set(r.key, { streamId: paperStreamId(r.key), events: [], expected: Number(r.revision) });
    }
    let unchanged = 0;
    for (const record of records) {
      const key = paperKeyOf(record);
      const state = states.get(key) ?? initialPaperState;
      const events = decide({ type: 'ImportPaper', data: { metadata: record } }, state);
      if (events.length === 0) {
        unchanged++;
        continue;
      }
      states.set(key, events.reduce(evolve, state));
      let p = pending.get(key);
      if (!p) {
        p = { streamId: paperStreamId(key), events: [], expected: 'no_stream' };
        pending.set(key, p);
      }
      p.events.push(...events);
    }
    const batches = [...pending.values()].filter((p) => p.events.length > 0);
    if (batches.length === 0) return { new: 0, updated: 0, unchanged, position: null };
    const result = await this.store.appendMany(batches.map((b) => this.toAppendBatch(b, metadata)));
    const counts = { new: 0, updated: 0, unchanged };
    for (const [i, r] of result.results.entries()) this.count(batches[i].events, r.appended, counts);
    return { ...counts, position: result.position };
  }

  /** The slow path: each paper read from its stream, decided, appended with its exact revision. */
  private async ingestAgainstStreams(records: CatalogRecord[], metadata: EventMetadata): Promise<IngestionResult> {
    const counts = { new: 0, updated: 0, unchanged: 0 };
    let position: Position | null = null;
    for (const record of records) {
      for (let attempt = 1; ; attempt++) {
        const key = paperKeyOf(record);
        const { state, revision } = await loadAggregate(this.store, paperAggregate, key);
        const events = decide({ type: 'ImportPaper', data: { metadata: record } }, state);
        if (events.length === 0) {
          counts.unchanged++;
          break;
        }
        try {
          const batch = this.toAppendBatch({ streamId: paperAggregate.streamId(key), events, expected: revision ?? 'no_stream' }, metadata);
          const result = await this.store.appendMany([batch]);
          this.count(events, result.results[0].appended, counts);
          if (result.position && (position === null || comparePositions(result.position, position) > 0)) position = result.position;
          break;
        } catch (err) {
          if (!(err instanceof WrongExpectedRevisionError) || attempt >= ATTEMPTS) throw err;
        }
      }
    }
    return { ...counts, position };
  }

  private toAppendBatch(p: Pending, metadata: EventMetadata): AppendBatch {
    return {
      streamId: p.streamId,
      expected: p.expected,
      events: p.events.map((e) => ({ id: contentEventId(e.type, e.data), type: e.type, data: e.data as unknown as Record<string, unknown>, metadata })),
    };
  }

  /** Each decided event stands for one record; events found stored already count as unchanged. */
  private count(events: PaperEvent[], appended: number, counts: { new: number; updated: number; unchanged: number }): void {
    const skipped = events.length - appended;
    events.forEach((e, i) => {
      if (i < skipped) counts.unchanged++;
      else if (e.type === 'PaperImported') counts.new++;
      else counts.updated++;
    });
  }
}
