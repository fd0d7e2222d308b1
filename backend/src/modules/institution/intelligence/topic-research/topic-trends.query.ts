import { Inject, Logger } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type AiResearchTopic, aiResearchTopic, TOPIC_TREND_DAYS, type TopicResearchTrend, type TopicTrendsAnswer, type TrendWindow } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { categoryLabel, ResearchTrendsQuery } from '../ports.js';

/**
 * GET /api/ai-research/trends?topic=: per arXiv category of the topic, its catalog papers published in
 * the research-trends computation's recent window against the window before (or, before that has run,
 * the TOPIC_TREND_DAYS days up to the catalog's newest paper), the computation's keywords of the
 * category, and the categories it is co-published with in the recent window.
 */
export class TopicTrendsQuery extends Query<TopicTrendsAnswer> {
  constructor(readonly topic: AiResearchTopic) {
    super();
  }
}

const CODE_IN_LABEL = /\(([^()]+)\)$/;
const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

@QueryHandler(TopicTrendsQuery)
export class TopicTrendsHandler implements IQueryHandler<TopicTrendsQuery> {
  private readonly logger = new Logger('TopicTrends');

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ topic }: TopicTrendsQuery): Promise<TopicTrendsAnswer> {
    const categories = [...(aiResearchTopic(topic)?.categories ?? [])];
    const snapshot = await this.snapshot();
    const window = snapshot?.window ?? (await this.ownWindow());
    if (!window) return { topic, trends: [], window: null, source: 'The catalog has no papers yet.' };
    const keywords = new Map<string, string[]>();
    for (const t of snapshot?.emergingTopics ?? []) {
      const code = t.kind === 'category' ? CODE_IN_LABEL.exec(t.topic)?.[1] : undefined;
      if (code) keywords.set(code, t.keyWords);
    }
    const { rows } = await this.pool.query<{ code: string; recent: string; previous: string; neighbours: { code: string; n: number }[] | null }>(
      `with topic_papers as (
         select c.code, p.id, p.categories, p.published_date between $2::date and $3::date as recent
           from papers p cross join lateral jsonb_array_elements_text(p.categories) as c(code)
          where c.code = any($1) and p.published_date between $4::date and $3::date)
       select t.code,
              count(*) filter (where t.recent) as recent,
              count(*) filter (where not t.recent) as previous,
              (select jsonb_agg(jsonb_build_object('code', n.code, 'n', n.n) order by n.n desc, n.code)
                 from (select o.code, count(*)::int as n from topic_papers t2 cross join lateral jsonb_array_elements_text(t2.categories) as o(code)
                        where t2.code = t.code and t2.recent and o.code <> t.code group by o.code order by count(*) desc, o.code limit 3) n) as neighbours
         from topic_papers t group by t.code`,
      [categories, window.recentFrom, window.recentTo, window.previousFrom],
    );
    const trends: TopicResearchTrend[] = rows
      .map((r) => {
        const recent = Number(r.recent);
        const previous = Number(r.previous);
        return {
          topic: categoryLabel(r.code),
          category: r.code,
          growth: previous > 0 ? Math.round(((recent - previous) / previous) * 1000) / 10 : null,
          relatedPapers: recent,
          previousPapers: previous,
          timeframe: `${window.recentFrom} to ${window.recentTo} against the ${window.days} days before`,
          emergingKeywords: keywords.get(r.code) ?? [],
          leadingInstitutions: [],
          collaborationOpportunities: (r.neighbours ?? []).map((n) => `${categoryLabel(n.code)}: ${n.n} ${n.n === 1 ? 'paper' : 'papers'} with both`),
        };
      })
      .sort((a, b) => b.relatedPapers - a.relatedPapers || a.category.localeCompare(b.category));
    return {
      topic,
      trends,
      window,
      source: snapshot?.window
        ? 'Catalog papers per category in the research-trends windows.'
        : `Catalog papers per category in the ${TOPIC_TREND_DAYS} days up to the newest paper, against the ${TOPIC_TREND_DAYS} days before.`,
    };
  }

  private async snapshot() {
    try {
      return await this.queryBus.execute(new ResearchTrendsQuery());
    } catch (err) {
      this.logger.warn(`No research trends for the assistant: ${(err as Error).message}`);
      return null;
    }
  }

  private async ownWindow(): Promise<TrendWindow | null> {
    const { rows } = await this.pool.query<{ newest: string | null }>('select max(published_date)::text as newest from papers');
    const newest = rows[0]?.newest;
    if (!newest) return null;
    const end = new Date(`${newest}T00:00:00Z`);
    const recentFrom = new Date(end.getTime() - (TOPIC_TREND_DAYS - 1) * DAY);
    const previousTo = new Date(recentFrom.getTime() - DAY);
    const previousFrom = new Date(previousTo.getTime() - (TOPIC_TREND_DAYS - 1) * DAY);
    return { days: TOPIC_TREND_DAYS, recentFrom: iso(recentFrom), recentTo: iso(end), previousFrom: iso(previousFrom), previousTo: iso(previousTo) };
  }
}
