import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAPER_API, type Paper } from '@scholarlens/contracts';
import { api } from '@scholarlens/common';

/** How many of a category's newest papers the network view opened for it shows. */
export const CATEGORY_NETWORK_PAPERS = 50;
/** An arXiv category or archive, as GET /api/papers?category= takes it. */
export const CATEGORY_CODE = /^[A-Za-z]+(-[A-Za-z]+)*(\.[A-Za-z]+(-[A-Za-z]+)*)?$/;

/** GET /api/papers?category=<code>&limit=50: the newest papers of one category (the network view opened from elsewhere, e.g. the AI research assistant). */
export const useCategoryPapers = (code: string | null) =>
  useQuery(
    queryOptions({
      queryKey: [PAPER_API.list, 'network-category', code],
      queryFn: () => api.get<Paper[]>(`${PAPER_API.list}?${new URLSearchParams({ category: code ?? '', limit: String(CATEGORY_NETWORK_PAPERS) })}`),
      enabled: code !== null,
    }),
  );
