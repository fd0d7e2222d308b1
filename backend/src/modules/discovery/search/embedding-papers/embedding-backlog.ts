/**
 * The embedding backlog: papers of `paper_search` without a vector of the current model and recipe
 * for their current text (new papers, changed titles or abstracts, a changed EMBEDDINGS_MODEL or
 * PAPER_VECTOR_RECIPE). Titles first (issue #37): papers with no vector of the current model at
 * all get a title-only vector (TITLE_VECTOR_RECIPE) in large batches, so on a first start the
 * whole catalog takes part in the semantic ranking within minutes; then every paper gets its full
 * vector (title and abstract). `drain` embeds it in batches, each computed outside any transaction and written in one short statement;
 * it is safe to run in several processes at once (the job queue runs one drain; two would only
 * repeat work, never store a stale vector) and to stop at any point (done batches stay done).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type Embedder, INDEX_EMBEDDER } from '../../../../platform/ai/embeddings/embedder.port.js';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { PAPER_VECTOR_RECIPE, TITLE_VECTOR_RECIPE, embedPapers, embedTitles } from './paper-vector.js';
import type { BacklogCounts } from '@scholarlens/contracts';

export type { BacklogCounts };

/** `$1`: the current model, `$2`: the current recipe. */
const PENDING = `e.paper_id is null or e.model <> $1 or e.recipe <> $2 or e.content_hash <> s.content_hash`;
/** `$1`: the current model: papers no vector of which the semantic ranking can use yet. */
const UNEMBEDDED = `e.paper_id is null or e.model <> $1`;
/** Titles embedded per batch for each paper of SEARCH_EMBED_BATCH: a title costs a tenth of an abstract or less. */
const TITLE_BATCH_FACTOR = 8;

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
    const { rows } = await this.pool.query<{ pending: number; embedded: number; titles_only: number }>(
      `select count(*) filter (where ${PENDING})::int as pending, count(*) filter (where not (${PENDING}))::int as embedded,
              count(*) filter (where e.model = $1 and e.recipe = $3 and e.content_hash = s.content_hash)::int as titles_only
         from paper_search s left join paper_embeddings e on e.paper_id = s.paper_id`,
      [this.embedder.model, PAPER_VECTOR_RECIPE, TITLE_VECTOR_RECIPE],
    );
    return { pending: rows[0].pending, embedded: rows[0].embedded, titlesOnly: rows[0].titles_only, model: this.embedder.model };
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
    return (await this.embedTitleBatch(size * TITLE_BATCH_FACTOR)) || this.embedFullBatch(size);
  }

  /** Title-only vectors for papers with no vector of the current model; answers how many (0: none such). */
  private async embedTitleBatch(size: number): Promise<number> {
    const { rows } = await this.pool.query<{ paper_id: string; title: string; abstract: string; content_hash: string }>(
      `select s.paper_id, s.title, s.abstract, s.content_hash
         from paper_search s left join paper_embeddings e on e.paper_id = s.paper_id
        where ${UNEMBEDDED}
        limit $2`,
      [this.embedder.model, size],
    );
    if (rows.length === 0) return 0;
    await this.store(rows, await embedTitles(this.embedder, rows), TITLE_VECTOR_RECIPE);
    return rows.length;
  }

  /** Full vectors (title and abstract) for papers still without one of their current text. */
  private async embedFullBatch(size: number): Promise<number> {
    const { rows } = await this.pool.query<{ paper_id: string; title: string; abstract: string; content_hash: string }>(
      `select s.paper_id, s.title, s.abstract, s.content_hash
         from paper_search s left join paper_embeddings e on e.paper_id = s.paper_id
        where ${PENDING}
        limit $3`,
      [this.embedder.model, PAPER_VECTOR_RECIPE, size],
    );
    if (rows.length === 0) return 0;
    await this.store(rows, await embedPapers(this.embedder, rows), PAPER_VECTOR_RECIPE);
    return rows.length;
  }

  /** Writes `vectors` in one short statement, only for papers whose text is still the one embedded. */
  private async store(rows: { paper_id: string; content_hash: string }[], vectors: Float32Array[], recipe: string): Promise<void> {
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
        rows.map(() => recipe),
        rows.map(() => this.embedder.dimensions),
        rows.map((r) => r.content_hash),
        vectors.map(vectorToBytes),
      ],
    );
    this.onStored();
  }

  /**
   * Embeds until nothing is pending or `signal` fires; answers the number of vectors written (a
   * paper embedded from scratch counts twice: its title, then its full vector).
   */
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
