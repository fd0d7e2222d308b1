import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAPER_API, SEARCH_RANKING_HEADER, parseSearchRanking, type Paper, type SearchRanking } from '@scholarlens/contracts';
import { api } from '@scholarlens/common';

export interface SearchAnswer {
  papers: Paper[];
  /** What ranked them (X-Search-Ranking); null when the answer did not say. */
  ranking: SearchRanking | null;
}

/** GET /api/papers/search?q= → Paper[], ranked as X-Search-Ranking says. */
export async function searchPapers(q: string): Promise<SearchAnswer> {
  try {
    const { data, headers } = await api.getWithHeaders<Paper[]>(`${PAPER_API.search}?q=${encodeURIComponent(q)}`);
    return { papers: Array.isArray(data) ? data : [], ranking: parseSearchRanking(headers.get(SEARCH_RANKING_HEADER)) };
  } catch (error) {
    console.error('Search failed', error);
    throw new Error('Search failed', { cause: error });
  }
}

/** Runs only for a non-empty trimmed query. */
export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [PAPER_API.search, q] as const,
    queryFn: () => searchPapers(q),
    enabled: q.trim().length > 0,
  });

export function useSearchPapers(q: string) {
  return useQuery(searchQueryOptions(q.trim()));
}
