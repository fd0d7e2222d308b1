import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SIMILAR_PAPERS_LIMIT, type SimilarPapersAnswer } from '@scholarlens/contracts';
import { embeddingProvenance } from '../../../../platform/ai/embeddings/embedder.port.js';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { bytesToVector } from '../embedding-papers/embedding-backlog.js';
import { PaperVectors } from '../paper-embeddings/paper-vectors.js';
import { PaperSearchService } from '../paper-search/paper-search.service.js';
import { similarReasons } from './similar-reasons.js';

/** The papers nearest in meaning to one paper (its embedding's neighbours in the vector index). */
export class SimilarPapersQuery extends Query<SimilarPapersAnswer> {
  constructor(readonly paperId: string) {
    super();
  }
}

/**
 * Reads the live index, so papers embedded after this one join its list as soon as the index has
 * them. Neighbours below SIMILAR_PAPERS_MIN_SIMILARITY are left out: every paper has nearest
 * neighbours, and a list of the least unrelated ones would claim a likeness that is not there.
 */
@QueryHandler(SimilarPapersQuery)
export class SimilarPapersHandler implements IQueryHandler<SimilarPapersQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(PaperVectors) private readonly vectors: PaperVectors,
    @Inject(PaperSearchService) private readonly search: PaperSearchService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ paperId }: SimilarPapersQuery): Promise<SimilarPapersAnswer> {
    const [paper] = await this.search.hydrate([paperId]);
    if (!paper) throw new DomainError('not-found', 'Paper not found');
    const provenance = embeddingProvenance(this.vectors.model);
    if (!this.vectors.ready) return { status: 'index-loading', papers: [], provenance };
    const { rows } = await this.pool.query<{ vector: Buffer }>('select vector from paper_embeddings where paper_id = $1 and model = $2', [paperId, this.vectors.model]);
    if (rows.length === 0) return { status: 'not-embedded', papers: [], provenance };
    const hits = await this.vectors.search(bytesToVector(rows[0].vector), SIMILAR_PAPERS_LIMIT + 1);
    const close = hits.filter((h) => h.id !== paperId && h.score >= this.config.search.similarMinSimilarity).slice(0, SIMILAR_PAPERS_LIMIT);
    const similarity = new Map(close.map((h) => [h.id, h.score]));
    const papers = await this.search.hydrate(close.map((h) => h.id));
    return {
      status: 'ready',
      papers: papers.map((p) => ({ paper: p, similarity: Math.round((similarity.get(p.id) ?? 0) * 1000) / 1000, reasons: similarReasons(paper, p) })),
      provenance,
    };
  }
}
