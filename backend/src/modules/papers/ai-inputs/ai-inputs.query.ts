/**
 * What the AI features read of the catalog: papers by ids (chat collections), the newest untagged
 * papers (auto-tagging), and the publication activity of categories (research intelligence).
 */
import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Paper } from '@scholarlens/contracts';
import type { Pool } from '../../../platform/database/database.js';
import { PG_POOL } from '../../../platform/database/database.module.js';
import { PAPER_COLUMNS, type PaperRow, toPaper } from '../catalog/paper-row.js';

/** Papers by id, in the order asked (unknown ids skipped). */
export class PapersByIdsQuery extends Query<Paper[]> {
  constructor(readonly ids: readonly string[]) {
    super();
  }
}

@QueryHandler(PapersByIdsQuery)
export class PapersByIdsHandler implements IQueryHandler<PapersByIdsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ ids }: PapersByIdsQuery): Promise<Paper[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.pool.query<PaperRow>(`select ${PAPER_COLUMNS} from papers p where p.id = any($1::text[])`, [[...ids]]);
    const byId = new Map(rows.map((r) => [r.id, toPaper(r)]));
    return ids.map((id) => byId.get(id)).filter((p): p is Paper => p !== undefined);
  }
}

/** The newest papers without AI tags (the feed's order), at most `limit`. */
export class UntaggedPapersQuery extends Query<Paper[]> {
  constructor(readonly limit: number) {
    super();
  }
}

@QueryHandler(UntaggedPapersQuery)
export class UntaggedPapersHandler implements IQueryHandler<UntaggedPapersQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ limit }: UntaggedPapersQuery): Promise<Paper[]> {
    const { rows } = await this.pool.query<PaperRow>(
      `select ${PAPER_COLUMNS} from papers p where p.tags = '[]'::jsonb order by p.published_date desc, p.id desc limit $1`,
      [limit],
    );
    return rows.map(toPaper);
  }
}

export interface CategoryActivity {
  category: string;
  /** Papers published in the `windowDays` ending at `windowEnd` (the category's latest publication date) and in the window before. */
  recent: number;
  previous: number;
  windowDays: number;
  windowEnd: string;
}

/** Publication activity per category, from `paper_categories` (category prefixes by published date). */
export class CategoryActivityQuery extends Query<CategoryActivity[]> {
  constructor(
    readonly categories: readonly string[],
    readonly windowDays = 90,
  ) {
    super();
  }
}

@QueryHandler(CategoryActivityQuery)
export class CategoryActivityHandler implements IQueryHandler<CategoryActivityQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ categories, windowDays }: CategoryActivityQuery): Promise<CategoryActivity[]> {
    const out: CategoryActivity[] = [];
    for (const category of categories) {
      const { rows } = await this.pool.query<{ end_date: string | null; recent: number; previous: number }>(
        `with e as (select max(published_date) as end_date from paper_categories where prefix = $1)
         select e.end_date::text as end_date,
                (select count(*) from paper_categories c where c.prefix = $1 and c.published_date > e.end_date - $2::int and c.published_date <= e.end_date)::int as recent,
                (select count(*) from paper_categories c where c.prefix = $1 and c.published_date > e.end_date - 2 * $2::int and c.published_date <= e.end_date - $2::int)::int as previous
           from e`,
        [category.toLowerCase(), windowDays],
      );
      const r = rows[0];
      if (!r?.end_date) continue;
      out.push({ category, recent: Number(r.recent), previous: Number(r.previous), windowDays, windowEnd: r.end_date });
    }
    return out;
  }
}
