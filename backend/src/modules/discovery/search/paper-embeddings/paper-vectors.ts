/**
 * The papers' vectors for search: a VectorIndex of the current model, built from (and kept
 * following) `paper_embeddings`. At start it loads the saved index (DATA_DIR) and catches up
 * from its checkpoint; then every VECTOR_INDEX_SYNC_MS it takes the vectors any worker wrote
 * since (in writing-transaction order, only from transactions older than every running one, so a
 * batch that commits late is never skipped), and every VECTOR_INDEX_SAVE_MS saves itself and checks
 * its size against the table (a safety net).
 */
import path from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type Embedder, INDEX_EMBEDDER } from '../../../../platform/ai/embeddings/embedder.port.js';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { UsearchVectorIndex } from '../../../../platform/vector/usearch-vector-index.js';
import type { VectorHit, VectorIndex } from '../../../../platform/vector/vector-index.port.js';
import { bytesToVector } from '../embedding-papers/embedding-backlog.js';

const PAGE = 5000;

/**
 * The index's checkpoint: `<txid>:<seq>` of the last vector taken, in (txid, seq) order. An index
 * saved before 410-search-speed.sql holds a bare seq: it starts over (vectors are replaced by id).
 */
export function parseCheckpoint(checkpoint: string): [string, string] {
  const m = /^(\d+):(\d+)$/.exec(checkpoint);
  return m ? [m[1], m[2]] : ['0', '0'];
}

@Injectable()
export class PaperVectors implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('VectorIndex');
  private index: VectorIndex | null = null;
  private opening: Promise<VectorIndex> | null = null;
  private syncing: Promise<number> | null = null;
  private timers: NodeJS.Timeout[] = [];
  private wanted = false;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(INDEX_EMBEDDER) private readonly embedder: Embedder,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get model(): string {
    return this.embedder.model;
  }

  /** The index file of the current model (one per database and model). */
  get file(): string {
    return path.join(this.config.search.vectorIndexDir, `${this.embedder.model.replace(/[^A-Za-z0-9._-]+/g, '_')}.usearch`);
  }

  async onApplicationBootstrap(): Promise<void> {
    // Loading and catching up may take seconds at scale: searches are lexical meanwhile.
    void this.open().catch((err: Error) => this.logger.error(`Could not open the vector index: ${err.message}`));
    const sync = setInterval(() => void this.sync().catch((err: Error) => this.logger.warn(`Vector sync: ${err.message}`)), this.config.search.vectorSyncMs);
    const save = setInterval(() => void this.checkpointAndSave().catch((err: Error) => this.logger.warn(`Vector save: ${err.message}`)), this.config.search.vectorSaveMs);
    sync.unref();
    save.unref();
    this.timers.push(sync, save);
  }

  async onApplicationShutdown(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    await this.syncing?.catch(() => undefined);
    await this.index?.save().catch((err: Error) => this.logger.warn(`Saving the vector index: ${err.message}`));
  }

  open(): Promise<VectorIndex> {
    this.opening ??= (async () => {
      const { index, reason } = await UsearchVectorIndex.open({
        model: this.embedder.model,
        dimensions: this.embedder.dimensions,
        file: this.file,
        quantization: this.config.search.vectorQuantization,
        expansionSearch: this.config.search.vectorEfSearch,
      });
      this.logger.log(`${this.file}: ${reason}`);
      this.index = index;
      await this.sync();
      return index;
    })();
    return this.opening;
  }

  /** The index when it is open (null while it loads: search is lexical then). */
  get ready(): VectorIndex | null {
    return this.index;
  }

  async search(vector: Float32Array, k: number): Promise<VectorHit[]> {
    return this.index ? this.index.search(vector, k) : [];
  }

  /** Asks for a sync soon (after a stored batch), coalescing requests. */
  requestSync(): void {
    if (this.wanted) return;
    this.wanted = true;
    setImmediate(() => {
      this.wanted = false;
      void this.sync().catch((err: Error) => this.logger.warn(`Vector sync: ${err.message}`));
    });
  }

  /** Adds the vectors written since the checkpoint; answers how many. */
  sync(): Promise<number> {
    if (!this.index) return Promise.resolve(0);
    if (this.syncing) return this.syncing.then(() => this.sync());
    this.syncing = this.syncFrom(this.index).finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  private async syncFrom(index: VectorIndex): Promise<number> {
    let added = 0;
    for (;;) {
      const [txid, seq] = parseCheckpoint(index.checkpoint);
      // Only vectors of transactions older than every running one: a transaction that took its
      // sequence values earlier but commits later cannot be skipped (it is still running, so its
      // txid is at or above the snapshot's xmin and the checkpoint stays below it).
      const { rows } = await this.pool.query<{ paper_id: string; vector: Buffer; txid: string; seq: string }>(
        `select paper_id, vector, txid::text, seq::text from paper_embeddings
          where model = $1 and (txid, seq) > ($2::xid8, $3::bigint) and txid < pg_snapshot_xmin(pg_current_snapshot())
          order by txid, seq limit $4`,
        [index.model, txid, seq, PAGE],
      );
      if (rows.length === 0) return added;
      await index.upsert(rows.map((r) => ({ id: r.paper_id, vector: bytesToVector(r.vector) })));
      const last = rows[rows.length - 1];
      index.checkpoint = `${last.txid}:${last.seq}`;
      added += rows.length;
      if (rows.length < PAGE) return added;
    }
  }

  /** Adds any vector of the model the index lacks (committed behind the checkpoint), then saves. */
  async checkpointAndSave(): Promise<void> {
    const index = this.index;
    if (!index) return;
    await this.sync();
    const { rows } = await this.pool.query<{ n: number }>('select count(*)::int as n from paper_embeddings where model = $1', [index.model]);
    if (rows[0].n !== index.size()) {
      const ids = await this.pool.query<{ paper_id: string }>('select paper_id from paper_embeddings where model = $1', [index.model]);
      const missing = ids.rows.map((r) => r.paper_id).filter((id) => !index.has(id));
      for (let i = 0; i < missing.length; i += PAGE) {
        const page = await this.pool.query<{ paper_id: string; vector: Buffer }>(
          'select paper_id, vector from paper_embeddings where model = $1 and paper_id = any($2::text[])',
          [index.model, missing.slice(i, i + PAGE)],
        );
        await index.upsert(page.rows.map((r) => ({ id: r.paper_id, vector: bytesToVector(r.vector) })));
      }
    }
    await index.save();
  }
}
