import { Inject, Injectable } from '@nestjs/common';
import { type AiResearchTopic, aiResearchTopic, TOPIC_TOP_PAPERS } from '@scholarlens/contracts';
import type { AiPaper } from '../../../../platform/ai/llm/ai-provider.port.js';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';

/** A topic's top papers in the catalog: of its categories, the most viewed, then the newest (TOPIC_TOP_PAPERS). */
@Injectable()
export class TopicPapers {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async top(topic: AiResearchTopic): Promise<AiPaper[]> {
    const categories = [...(aiResearchTopic(topic)?.categories ?? [])];
    const { rows } = await this.pool.query<{ id: string; title: string; abstract: string; authors: string[]; categories: string[]; published_date: string }>(
      `select id, title, abstract, authors, categories, published_date::text as published_date from papers
        where categories ?| $1::text[] order by views desc, published_date desc, id desc limit $2`,
      [categories, TOPIC_TOP_PAPERS],
    );
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      abstract: r.abstract,
      authors: r.authors,
      categories: r.categories,
      publishedDate: r.published_date,
    }));
  }
}
