/**
 * How a search answer was ranked (spec core §7: GET /api/papers/search?q= answers a list of
 * papers). The body stays that list; which rankings took part, and which embedding model produced
 * the semantic one, travel in the SEARCH_RANKING_HEADER response header, so the UI can say what
 * ranked the results (every AI result shows its provider and model) and when meaning could not
 * take part (the vector index still loading, the embedder failing, nothing embedded yet).
 *
 * Header value: the rankings, then the embedder's provenance when meaning took part, e.g.
 * `hybrid; provider=local; model=use-lite-512`, `lexical`.
 */
import type { AiProvenance } from './ai.js';

export const SEARCH_RANKING_HEADER = 'X-Search-Ranking';

/**
 * `hybrid`: words and meaning fused; `lexical`: words only; `vector`: meaning only (mode=vector);
 * `none`: meaning only was asked for and is unavailable.
 */
export const SEARCH_RANKED_BY = ['hybrid', 'lexical', 'vector', 'none'] as const;
export type SearchRankedBy = (typeof SEARCH_RANKED_BY)[number];

export interface SearchRanking extends AiProvenance {
  rankedBy: SearchRankedBy;
}

/** Characters a header parameter value cannot hold here (the separators, and what HTTP forbids). */
const UNSAFE = /[;=,\r\n]/g;

export function formatSearchRanking({ rankedBy, provider, model }: SearchRanking): string {
  const params = Object.entries({ provider, model })
    .filter(([, v]) => v)
    .map(([k, v]) => `; ${k}=${String(v).replace(UNSAFE, ' ').trim()}`);
  return `${rankedBy}${params.join('')}`;
}

/** The ranking a header value describes; null when absent or not one this API writes. */
export function parseSearchRanking(value: string | null | undefined): SearchRanking | null {
  if (!value) return null;
  const [head, ...params] = value.split(';').map((s) => s.trim());
  if (!(SEARCH_RANKED_BY as readonly string[]).includes(head)) return null;
  const ranking: SearchRanking = { rankedBy: head as SearchRankedBy };
  for (const param of params) {
    const at = param.indexOf('=');
    const key = param.slice(0, at);
    if (at > 0 && (key === 'provider' || key === 'model')) ranking[key] = param.slice(at + 1);
  }
  return ranking;
}

/**
 * Pages, filters and sort of GET /api/papers/search (issue #37). The body stays the spec's list of
 * papers (a plain `?q=` answers the first page); the page's place in the whole answer travels in
 * headers, as the ranking does:
 *   SEARCH_TOTAL_HEADER  how many papers match: `37`, or `>200` when the bounded lexical ranking
 *                        stopped at its 200 candidates, every one relevant, and more would match
 *   NEXT_CURSOR_HEADER   the `cursor` that answers the next page (as the feed's); absent on the last page
 */
export const SEARCH_TOTAL_HEADER = 'X-Search-Total';

/** `relevance`: best match first (default); `newest`: the matching papers, latest published first. */
export const SEARCH_SORTS = ['relevance', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Query parameters of GET /api/papers/search beyond `q` (dates are YYYY-MM-DD, inclusive, on the publication date). */
export interface SearchParams {
  q: string;
  cursor?: string;
  /** An arXiv category (`cs.CV`) or a whole archive (`cs`, `math`, `astro-ph`). */
  category?: string;
  from?: string;
  to?: string;
  sort?: SearchSort;
  limit?: number;
}

/** The answer's page information, read from its headers. */
export interface SearchPageInfo {
  /** Matching papers, at least (see `totalIsLowerBound`). */
  total: number;
  /** True when more papers would match than the bounded ranking looked at ("more than N"). */
  totalIsLowerBound: boolean;
  /** The cursor of the next page; null on the last page. */
  nextCursor: string | null;
}

export function formatSearchTotal(total: number, totalIsLowerBound: boolean): string {
  return totalIsLowerBound ? `>${total}` : String(total);
}

/** The page information of an answer's headers; null when the total header is absent or malformed. */
export function parseSearchPageInfo(total: string | null | undefined, cursor: string | null | undefined): SearchPageInfo | null {
  const m = /^(>)?(\d+)$/.exec(total?.trim() ?? '');
  if (!m) return null;
  return { total: Number(m[2]), totalIsLowerBound: m[1] === '>', nextCursor: cursor?.trim() || null };
}

/** The query string of a search call (`q` first; defaults left out, so a plain search is `?q=`). */
export function searchQueryString({ q, cursor, category, from, to, sort, limit }: SearchParams): string {
  const params = new URLSearchParams({ q });
  if (cursor) params.set('cursor', cursor);
  if (category) params.set('category', category);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (sort && sort !== 'relevance') params.set('sort', sort);
  if (limit) params.set('limit', String(limit));
  return params.toString();
}
