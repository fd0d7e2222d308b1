/**
 * Runs the embedding backlog in the background (docs/ARCHITECTURE.md). With Bull queues available
 * (platform/queue) the work is a `search-embeddings` job whose id is derived from the catalog's
 * state (model + the paper_search projection's checkpoint), so the same backlog is one job,
 * retried with backoff and resumed after a restart; without them an in-process loop does the same.
 * A cheap poll (one checkpoint row) decides whether there can be new work.
 */
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, Optional } from '@nestjs/common';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { Queues, jobIdOf } from '../../../../platform/queue/queues.js';
import { PaperSearchProjection } from '../paper-search/paper-search.projection.js';
import { EmbeddingBacklog } from './embedding-backlog.js';
import { PaperVectors } from '../paper-embeddings/paper-vectors.js';

export const EMBEDDINGS_QUEUE = 'search-embeddings';

@Injectable()
export class EmbeddingWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Embeddings');
  private timer: NodeJS.Timeout | null = null;
  private readonly abort = new AbortController();
  private running: Promise<unknown> | null = null;
  /** The projection checkpoint at which the backlog was last seen empty. */
  private emptyAt: string | null = null;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EmbeddingBacklog) private readonly backlog: EmbeddingBacklog,
    @Inject(PaperVectors) private readonly vectors: PaperVectors,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(Queues) private readonly queues: Queues | null,
  ) {}

  private started = false;

  onApplicationBootstrap(): void {
    this.backlog.onStored = () => this.vectors.requestSync();
    if (this.config.search.embeddingWorker) this.start();
  }

  /** Runs the backlog's jobs in this process and polls for new work (at bootstrap unless SEARCH_EMBEDDING_WORKER=false). */
  start(): void {
    if (this.started) return;
    this.started = true;
    if (this.queues) {
      this.queues.process<{ model: string }, number>(EMBEDDINGS_QUEUE, (job, signal) =>
        this.backlog.drain(signal, (n) => job.progress({ embedded: n })),
      );
    }
    const tick = () => {
      this.timer = setTimeout(() => {
        this.poll()
          .catch((err: Error) => this.logger.warn(`Embedding backlog: ${err.message}`))
          .finally(() => {
            if (!this.abort.signal.aborted) tick();
          });
      }, this.config.search.embedPollMs);
      this.timer.unref();
    };
    tick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.abort.abort();
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Starts work when the catalog moved since the backlog was last empty. */
  async poll(): Promise<void> {
    if (this.running) return;
    const { rows } = await this.pool.query<{ position: string }>(
      `select commit_position::text || '/' || prepare_position::text as position from projection_checkpoints where name = $1`,
      [PaperSearchProjection.NAME],
    );
    const position = rows[0]?.position ?? '0/0';
    if (position === this.emptyAt) return;
    const { pending } = await this.backlog.counts();
    if (pending === 0) {
      this.emptyAt = position;
      return;
    }
    if (this.queues) {
      const jobId = jobIdOf('embed', this.backlog.model, position);
      this.running = this.queues.enqueue(EMBEDDINGS_QUEUE, jobId, { model: this.backlog.model }).finally(() => {
        this.running = null;
      });
    } else {
      this.running = this.backlog.drain(this.abort.signal).finally(() => {
        this.running = null;
      });
    }
    await this.running;
  }
}
