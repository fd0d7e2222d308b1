import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { AUTHOR_PAGE_LIMIT, type AuthorPage } from '@scholarlens/contracts';
import type { Pool } from '../../../platform/database/database.js';
import { PG_POOL } from '../../../platform/database/database.module.js';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { PAPER_COLUMNS, type PaperRow, toPaper } from '../catalog/paper-row.js';
import { authorKeyOf, plainAuthorName } from './author-key.js';

const CO_AUTHORS = 12;
const MAX_NAME_LENGTH = 300;

/** The catalog's papers by the author a written name stands for (any of its forms). */
export class AuthorPageQuery extends Query<AuthorPage> {
  constructor(readonly name: string) {
    super();
  }
}

/** "Gödel, Kurt" reads "Kurt Gödel". */
const naturalOrder = (written: string) => {
  const comma = written.indexOf(',');
  return comma < 0 ? written.trim() : `${written.slice(comma + 1).trim()} ${written.slice(0, comma).trim()}`.trim();
};

/**
 * The form to show, from the variants most frequent first: written without TeX and with the most
 * letters (a full first name over an initial), in natural order.
 */
export function displayName(variants: readonly string[]): string {
  const letters = (v: string) => (v.match(/\p{L}/gu) ?? []).length;
  const plain = variants.filter((v) => !/[\\{}]/.test(v)).map(naturalOrder);
  const best = plain.reduce<string | null>((a, b) => (a === null || letters(b) > letters(a) ? b : a), null);
  return best ?? naturalOrder(plainAuthorName(variants[0] ?? ''));
}

@QueryHandler(AuthorPageQuery)
export class AuthorPageHandler implements IQueryHandler<AuthorPageQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ name }: AuthorPageQuery): Promise<AuthorPage> {
    if (name.length > MAX_NAME_LENGTH) throw new DomainError('invalid', `name: at most ${MAX_NAME_LENGTH} characters`);
    const key = authorKeyOf(name);
    if (!key) throw new DomainError('invalid', 'name: must contain a letter');
    const [papers, totals, variants, coAuthors] = await Promise.all([
      this.pool.query<PaperRow>({
        name: 'author-papers',
        text: `select ${PAPER_COLUMNS}
                 from (select distinct paper_id, published_date from paper_authors where author_key = $1
                        order by published_date desc, paper_id desc limit ${AUTHOR_PAGE_LIMIT}) a
                 join papers p on p.id = a.paper_id
                order by a.published_date desc, p.id desc`,
        values: [key],
      }),
      this.pool.query<{ total: number }>({
        name: 'author-total',
        text: 'select count(distinct paper_id)::int as total from paper_authors where author_key = $1',
        values: [key],
      }),
      this.pool.query<{ written_name: string }>({
        name: 'author-variants',
        text: `select written_name from paper_authors where author_key = $1
                group by written_name order by count(*) desc, written_name`,
        values: [key],
      }),
      this.pool.query<{ names: string[]; papers: number }>({
        name: 'author-co-authors',
        text: `select array_agg(o.written_name order by o.written_name) as names, count(distinct o.paper_id)::int as papers
                 from paper_authors me join paper_authors o on o.paper_id = me.paper_id and o.author_key <> me.author_key
                where me.author_key = $1
                group by o.author_key
                order by papers desc, min(o.written_name)
                limit ${CO_AUTHORS}`,
        values: [key],
      }),
    ]);
    const total = totals.rows[0]?.total ?? 0;
    if (total === 0) throw new DomainError('not-found', `No papers by ${name} in the catalog`);
    const listed = papers.rows.map(toPaper);
    const categories = new Map<string, number>();
    for (const p of listed) for (const c of p.categories) categories.set(c, (categories.get(c) ?? 0) + 1);
    const written = variants.rows.map((r) => r.written_name);
    return {
      name: displayName(written),
      variants: written,
      total,
      papers: listed,
      coAuthors: coAuthors.rows
        .map((r) => ({ name: displayName(r.names), papers: r.papers }))
        .sort((a, b) => b.papers - a.papers || a.name.localeCompare(b.name)),
      categories: [...categories].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([category, n]) => ({ category, papers: n })),
    };
  }
}
