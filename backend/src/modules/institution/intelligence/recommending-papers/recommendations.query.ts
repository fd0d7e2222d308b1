import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { PROFILE_PAPERS, RECOMMENDATIONS_LIMIT, type RecommendationsAnswer, TRENDING_POINTS_PER_VIEW, TRENDING_VIEW_DAYS } from '@scholarlens/contracts';
import { embeddingProvenance } from '../../../../platform/ai/embeddings/embedder.port.js';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { PaperSearchService, PaperVectors, bytesToVector } from '../ports.js';
import { cosine, meanDirection } from './profile.js';

/**
 * Recommendations for one user (spec inst §3): their papers (opened, noted, shared in a team chat,
 * bookmarked with sync; the newest PROFILE_PAPERS) make a profile, the normalised mean of their
 * embeddings; the vector index's nearest papers to it, minus what they have already, ranked by that
 * similarity; each names the user's papers it is closest to. Computed on each call (no cache to
 * invalidate: the refresh recomputes).
 */
export class RecommendationsQuery extends Query<RecommendationsAnswer> {
  constructor(
    readonly userId: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

const HOW: Record<string, string> = { view: 'opened', note: 'wrote a note on', share: 'shared', bookmark: 'bookmarked' };

@QueryHandler(RecommendationsQuery)
export class RecommendationsHandler implements IQueryHandler<RecommendationsQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(PaperVectors) private readonly vectors: PaperVectors,
    @Inject(PaperSearchService) private readonly papers: PaperSearchService,
  ) {}

  async execute({ userId, now }: RecommendationsQuery): Promise<RecommendationsAnswer> {
    const provenance = embeddingProvenance(this.vectors.model);
    const { rows: mine } = await this.pool.query<{ paper_id: string; how: string }>(
      `select paper_id, (array_agg(how order by at desc))[1] as how from (
         select paper_id, at, 'view' as how from reading_activity where user_id = $1 and kind = 'view'
         union all select paper_id, created_at, 'note' from notes where author_id = $1
         union all select paper_id, created_at, 'share' from channel_messages where user_id = $1 and paper_id is not null
         union all select paper_id, to_timestamp(added_at / 1000.0), 'bookmark' from synced_bookmarks where user_id = $1
       ) a group by paper_id order by max(at) desc limit $2`,
      [userId, PROFILE_PAPERS],
    );
    const empty = (status: RecommendationsAnswer['status'], basedOn = 0): RecommendationsAnswer => ({ status, recommendations: [], basedOn, provenance });
    if (mine.length === 0) return empty('no-activity');
    if (!this.vectors.ready) return empty('index-loading');
    const profileVectors = await this.vectorsOf(mine.map((m) => m.paper_id));
    if (profileVectors.size === 0) return empty('not-embedded');

    const seen = new Set(mine.map((m) => m.paper_id));
    const hits = await this.vectors.search(meanDirection([...profileVectors.values()]), RECOMMENDATIONS_LIMIT + seen.size);
    const chosen = hits.filter((h) => !seen.has(h.id)).slice(0, RECOMMENDATIONS_LIMIT);
    const [papers, candidateVectors, titles, views] = await Promise.all([
      this.papers.hydrate(chosen.map((h) => h.id)),
      this.vectorsOf(chosen.map((h) => h.id)),
      this.papers.hydrate([...profileVectors.keys()]),
      this.recentViews(chosen.map((h) => h.id), now),
    ]);
    const titleOf = new Map(titles.map((p) => [p.id, p.title]));
    const howOf = new Map(mine.map((m) => [m.paper_id, HOW[m.how] ?? 'opened']));
    const score = new Map(chosen.map((h) => [h.id, h.score]));
    return {
      status: 'ready',
      basedOn: profileVectors.size,
      provenance,
      recommendations: papers.map((p) => {
        const own = candidateVectors.get(p.id);
        const closest = own
          ? [...profileVectors].map(([id, v]) => ({ id, similarity: cosine(own, v) })).sort((a, b) => b.similarity - a.similarity).slice(0, 2)
          : [];
        return {
          paperId: p.id,
          title: p.title,
          authors: p.authors,
          category: p.categories[0] ?? '',
          publishedDate: p.publishedDate,
          citationCount: null,
          relevanceScore: Math.round((score.get(p.id) ?? 0) * 100),
          reasonings: closest.map((c) => `Close to “${titleOf.get(c.id) ?? c.id}”, which you ${howOf.get(c.id)} (similarity ${c.similarity.toFixed(2)})`),
          trendingScore: Math.min(100, TRENDING_POINTS_PER_VIEW * (views.get(p.id) ?? 0)),
        };
      }),
    };
  }

  private async vectorsOf(paperIds: string[]): Promise<Map<string, Float32Array>> {
    const { rows } = await this.pool.query<{ paper_id: string; vector: Buffer }>('select paper_id, vector from paper_embeddings where paper_id = any($1) and model = $2', [
      paperIds,
      this.vectors.model,
    ]);
    return new Map(rows.map((r) => [r.paper_id, bytesToVector(r.vector)]));
  }

  /** Views by signed-in readers in the last TRENDING_VIEW_DAYS days (reading activity). */
  private async recentViews(paperIds: string[], now: Date): Promise<Map<string, number>> {
    const { rows } = await this.pool.query<{ paper_id: string; n: string }>(
      `select paper_id, count(*) as n from reading_activity where kind = 'view' and paper_id = any($1) and at >= $2 group by paper_id`,
      [paperIds, new Date(now.getTime() - TRENDING_VIEW_DAYS * 86_400_000)],
    );
    return new Map(rows.map((r) => [r.paper_id, Number(r.n)]));
  }
}
