import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  NEXT_CURSOR_HEADER,
  PAPER_API,
  SEARCH_RANKING_HEADER,
  SEARCH_TOTAL_HEADER,
  parseSearchPageInfo,
  parseSearchRanking,
  searchQueryString,
  type Paper,
  type SearchPageInfo,
  type SearchParams,
  type SearchRanking,
} from '@scholarlens/contracts';
import { api } from '@scholarlens/common';

/** The search page's filters and sort, as kept in its URL. */
export type SearchCriteria = Omit<SearchParams, 'cursor' | 'limit'>;

export interface SearchAnswer {
  papers: Paper[];
  /** What ranked them (X-Search-Ranking); null when the answer did not say. */
  ranking: SearchRanking | null;
  /** How many match and the next page's cursor (X-Search-Total, X-Next-Cursor); null when the answer did not say. */
  page: SearchPageInfo | null;
}

/** GET /api/papers/search?q=&cursor=&category=&from=&to=&sort= → a page of Paper[], ranked as X-Search-Ranking says. */
export async function searchPapers(criteria: SearchCriteria, cursor: string | null = null): Promise<SearchAnswer> {
  try {
    const { data, headers } = await api.getWithHeaders<Paper[]>(`${PAPER_API.search}?${searchQueryString({ ...criteria, cursor: cursor ?? undefined })}`);
    return {
      papers: Array.isArray(data) ? data : [],
      ranking: parseSearchRanking(headers.get(SEARCH_RANKING_HEADER)),
      page: parseSearchPageInfo(headers.get(SEARCH_TOTAL_HEADER), headers.get(NEXT_CURSOR_HEADER)),
    };
  } catch (error) {
    console.error('Search failed', error);
    throw new Error('Search failed', { cause: error });
  }
}

/** Runs only for a non-empty trimmed query; each page continues from the previous page's cursor. */
export const searchQueryOptions = (criteria: SearchCriteria) =>
  infiniteQueryOptions({
    queryKey: [PAPER_API.search, criteria] as const,
    queryFn: ({ pageParam }) => searchPapers(criteria, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: SearchAnswer) => last.page?.nextCursor ?? undefined,
    enabled: criteria.q.trim().length > 0,
  });

/**
 * Each paper once: pages are slices of one cached ranking, but a catalog change between two pages
 * (new papers, background embedding) re-ranks the answer, and a paper can move onto a later page.
 */
function uniqueById(papers: Paper[]): Paper[] {
  const seen = new Set<string>();
  return papers.filter((p) => !seen.has(p.id) && seen.add(p.id));
}

export function useSearchPapers(criteria: SearchCriteria) {
  const query = useInfiniteQuery(searchQueryOptions({ ...criteria, q: criteria.q.trim() }));
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    papers: query.data ? uniqueById(pages.flatMap((p) => p.papers)) : undefined,
    ranking: pages[0]?.ranking ?? null,
    page: pages[0]?.page ?? null,
  };
}
