/**
 * The embedding backlog: papers of `paper_search` without a vector of the current model and recipe
 * for their current text (new papers, changed titles or abstracts, a changed EMBEDDINGS_MODEL or
 * PAPER_VECTOR_RECIPE). `drain`
 * embeds it in batches, each computed outside any transaction and written in one short statement;
 * it is safe to run in several processes at once (the job queue runs one drain; two would only
 * repeat work, never store a stale vector) and to stop at any point (done batches stay done).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type Embedder, INDEX_EMBEDDER } from '../../../../platform/ai/embeddings/embedder.port.js';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { PAPER_VECTOR_RECIPE, embedPapers } from './paper-vector.js';
import type { BacklogCounts } from '@scholarlens/contracts';

export type { BacklogCounts };

/** `$1`: the current model, `$2`: the current recipe. */
const PENDING = `e.paper_id is null or e.model <> $1 or e.recipe <> $2 or e.content_hash <> s.content_hash`;

export function vectorToBytes(v: Float32Array): Buffer {
  return Buffer.from(v.buffer, v.byteOffset, v.byteLength);
}

export function bytesToVector(b: Buffer): Float32Array {
  const v = new Float32Array(b.length / 4);
  Buffer.from(v.buffer).set(b);
  return v;
}

@Injectable()
export class EmbeddingBacklog {
  private readonly logger = new Logger('Embeddings');
  /** Called after each stored batch (the vector index picks it up at once). */
  onStored: () => void = () => undefined;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(INDEX_EMBEDDER) private readonly embedder: Embedder,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get model(): string {
    return this.embedder.model;
  }

  async counts(): Promise<BacklogCounts> {
    const { rows } = await this.pool.query<{ pending: number; embedded: number }>(
      `select count(*) filter (where ${PENDING})::int as pending, count(*) filter (where not (${PENDING}))::int as embedded
         from paper_search s left join paper_embeddings e on e.paper_id = s.paper_id`,
      [this.embedder.model, PAPER_VECTOR_RECIPE],
    );
    return { pending: rows[0].pending, embedded: rows[0].embedded, model: this.embedder.model };
  }

  /**
   * Embeds and stores one batch; answers how many papers it embedded (0: nothing pending).
   *
   * The computation (a second or two per batch) runs outside any transaction: an open transaction
   * holds back the event store's visibility horizon (readers see only events below every running
   * transaction, §5), so every projection, and every write waiting for one, would wait for it.
   * The batch is read without locks and written in one short statement; a vector is stored only
   * while its paper's text is still the one embedded (the content hash), so a title changed
   * meanwhile stays pending, and two processes that embedded the same papers store the same rows.
   */
  async embedBatch(size = this.config.search.embedBatch): Promise<number> {
    const { rows } = await this.pool.query<{ paper_id: string; title: string; abstract: string; content_hash: string }>(
      `select s.paper_id, s.title, s.abstract, s.content_hash
         from paper_search s left join paper_embeddings e on e.paper_id = s.paper_id
        where ${PENDING}
        limit $3`,
      [this.embedder.model, PAPER_VECTOR_RECIPE, size],
    );
    if (rows.length === 0) return 0;
    const vectors = await embedPapers(this.embedder, rows);
    await this.pool.query(
      `insert into paper_embeddings (paper_id, model, recipe, dimensions, content_hash, vector)
       select v.paper_id, v.model, v.recipe, v.dimensions, v.content_hash, v.vector
         from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::bytea[])
                as v(paper_id, model, recipe, dimensions, content_hash, vector)
         join paper_search s on s.paper_id = v.paper_id and s.content_hash = v.content_hash
       on conflict (paper_id) do update set model = excluded.model, recipe = excluded.recipe, dimensions = excluded.dimensions,
         content_hash = excluded.content_hash, vector = excluded.vector,
         seq = nextval('paper_embeddings_seq'), txid = pg_current_xact_id(), embedded_at = now()`,
      [
        rows.map((r) => r.paper_id),
        rows.map(() => this.embedder.model),
        rows.map(() => PAPER_VECTOR_RECIPE),
        rows.map(() => this.embedder.dimensions),
        rows.map((r) => r.content_hash),
        vectors.map(vectorToBytes),
      ],
    );
    this.onStored();
    return rows.length;
  }

  /** Embeds until nothing is pending or `signal` fires; answers the number embedded. */
  async drain(signal?: AbortSignal, onProgress?: (embedded: number) => void | Promise<void>): Promise<number> {
    let total = 0;
    for (;;) {
      if (signal?.aborted) return total;
      const n = await this.embedBatch();
      if (n === 0) return total;
      total += n;
      await onProgress?.(total);
      if (total % 1000 < n) this.logger.log(`Embedded ${total} papers with ${this.embedder.model}`);
    }
  }
}
