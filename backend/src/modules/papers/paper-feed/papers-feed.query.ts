import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Paper } from '@scholarlens/contracts';
import type { Pool } from '../../../platform/database/database.js';
import { PG_POOL } from '../../../platform/database/database.module.js';
import { normalizeCategoryFilter } from '../catalog/category-prefixes.js';
import { PAPER_COLUMNS, type PaperRow, toPaper } from '../catalog/paper-row.js';
import { type FeedCursor, encodeCursor } from './feed-cursor.js';

export interface FeedPage {
  papers: Paper[];
  /** The cursor of the next page; null on the last page. */
  nextCursor: string | null;
}

/** The feed: newest first (published date, then id), keyset-paged, optionally by category prefix. */
export class PapersFeedQuery extends Query<FeedPage> {
  constructor(
    readonly limit: number,
    readonly category: string | null,
    readonly after: FeedCursor | null,
  ) {
    super();
  }
}

// Named statements, planned once per connection; each is a backward range scan of one btree. The
// limit is written into the text (one statement per limit): a `limit $1` makes the generic plan
// guess a large result and sort the whole table instead.
const ALL = (n: number) => `select ${PAPER_COLUMNS} from papers p order by p.published_date desc, p.id desc limit ${n}`;
const ALL_AFTER = (n: number) => `select ${PAPER_COLUMNS} from papers p where (p.published_date, p.id) < ($1::date, $2::text)
  order by p.published_date desc, p.id desc limit ${n}`;
const CATEGORY = (n: number) => `select ${PAPER_COLUMNS} from paper_categories c join papers p on p.id = c.paper_id
  where c.prefix = $1 order by c.published_date desc, c.paper_id desc limit ${n}`;
const CATEGORY_AFTER = (n: number) => `select ${PAPER_COLUMNS} from paper_categories c join papers p on p.id = c.paper_id
  where c.prefix = $1 and (c.published_date, c.paper_id) < ($2::date, $3::text)
  order by c.published_date desc, c.paper_id desc limit ${n}`;

@QueryHandler(PapersFeedQuery)
export class PapersFeedHandler implements IQueryHandler<PapersFeedQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ limit, category, after }: PapersFeedQuery): Promise<FeedPage> {
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new Error(`feed limit out of range: ${limit}`);
    const n = limit + 1;
    const prefix = category ? normalizeCategoryFilter(category) : null;
    const { rows } = prefix
      ? after
        ? await this.pool.query<PaperRow>({ name: `feed-category-after-${n}`, text: CATEGORY_AFTER(n), values: [prefix, after.publishedDate, after.id] })
        : await this.pool.query<PaperRow>({ name: `feed-category-${n}`, text: CATEGORY(n), values: [prefix] })
      : after
        ? await this.pool.query<PaperRow>({ name: `feed-all-after-${n}`, text: ALL_AFTER(n), values: [after.publishedDate, after.id] })
        : await this.pool.query<PaperRow>({ name: `feed-all-${n}`, text: ALL(n), values: [] });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      papers: page.map(toPaper),
      nextCursor: rows.length > limit && last ? encodeCursor({ publishedDate: last.published_date, id: last.id }) : null,
    };
  }
}
