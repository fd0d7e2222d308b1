import { useQuery } from '@tanstack/react-query';
import { PAPER_API, SEARCH_RANKING_HEADER, parseSearchRanking, type Paper, type SearchRanking } from '@scholarlens/contracts';
import { apiRequest } from '@scholarlens/common';

export interface SearchAnswer {
  papers: Paper[];
  /** What ranked them (X-Search-Ranking); null when the answer did not say. */
  ranking: SearchRanking | null;
}

/** GET /api/papers/search?q= → Paper[], ranked as X-Search-Ranking says (runs only for a non-empty trimmed query). */
export async function searchPapers(q: string): Promise<SearchAnswer> {
  try {
    const res = await apiRequest('GET', `${PAPER_API.search}?q=${encodeURIComponent(q)}`);
    const papers = (await res.json()) as Paper[];
    return { papers: Array.isArray(papers) ? papers : [], ranking: parseSearchRanking(res.headers.get(SEARCH_RANKING_HEADER)) };
  } catch (error) {
    console.error('Search failed', error);
    throw new Error('Search failed', { cause: error });
  }
}

export const searchQueryOptions = (q: string) => ({
  queryKey: [PAPER_API.search, q] as const,
  queryFn: () => searchPapers(q),
  enabled: q.trim().length > 0,
});

export function useSearchPapers(q: string) {
  return useQuery(searchQueryOptions(q.trim()));
}
