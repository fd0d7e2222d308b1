import { useQuery } from '@tanstack/react-query';
import { PAPER_API, type Paper } from '@scholarlens/contracts';
import { getJson } from '@scholarlens/common';

/** GET /api/papers/search?q= → Paper[] (runs only for a non-empty trimmed query). */
export async function searchPapers(q: string): Promise<Paper[]> {
  try {
    return await getJson<Paper[]>(`${PAPER_API.search}?q=${encodeURIComponent(q)}`);
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
