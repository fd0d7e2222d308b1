/**
 * The filters of GET /api/papers/search (issue #37), as an SQL condition over `paper_search`
 * (pure). A category is an arXiv category (`cs.CV`) or a whole archive (`cs`, `astro-ph`: every
 * category it holds); dates are inclusive bounds on the publication date.
 */
import type { SqlParams } from './tsquery-sql.js';

export interface SearchFilters {
  category?: string;
  from?: string;
  to?: string;
}

export function hasFilters(f: SearchFilters | undefined): f is SearchFilters {
  return !!(f && (f.category || f.from || f.to));
}

/** The condition on `alias` (a paper_search row), or null when nothing is filtered. */
export function searchFiltersSql(f: SearchFilters | undefined, p: SqlParams, alias = 'paper_search'): string | null {
  if (!hasFilters(f)) return null;
  const parts: string[] = [];
  if (f.category) {
    const c = p.add(f.category);
    // Category codes are case-sensitive (cs.CV), archives lower case (cs); match either as given.
    parts.push(`exists (select 1 from unnest(${alias}.categories) c where lower(c) = lower(${c}) or starts_with(lower(c), lower(${c}) || '.'))`);
  }
  if (f.from) parts.push(`${alias}.published_date >= ${p.add(f.from)}::date`);
  if (f.to) parts.push(`${alias}.published_date <= ${p.add(f.to)}::date`);
  return parts.join(' and ');
}

/** A stable key of the filters, for the ranking cache. */
export function filtersKey(f: SearchFilters | undefined): string {
  return hasFilters(f) ? `${f.category ?? ''}|${f.from ?? ''}|${f.to ?? ''}` : '';
}
