/**
 * The paper catalog as several discovery features read it: one paper (the paper page, the
 * bookmarks), the AI summary any paper card can generate, and a paper's references and citations
 * (the paper page's section and the Visual Network's citations view).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AI_API, type CitationGraphAnswer, PAPER_API, type Paper, type SummaryResponse } from '@scholarlens/contracts';
import { api, USAGE_QUERY_KEY } from '@scholarlens/common';

/**
 * Query keys of the paper catalog. Every key starts with "/api/papers", so invalidating
 * PAPERS_ROOT_KEY refreshes the feed, search results and paper pages at once.
 */
export const PAPERS_ROOT_KEY = [PAPER_API.list] as const;
export const paperQueryKey = (id: string) => [PAPER_API.list, id] as const;

/** GET /api/papers/:id (id or arXiv id). */
export const fetchPaper = (id: string) => api.get<Paper>(PAPER_API.one(id));

export const paperQueryOptions = (id: string) => queryOptions({ queryKey: paperQueryKey(id), queryFn: () => fetchPaper(id) });

/** POST /api/papers/:id/summary → {summary}. */
export const generateSummary = (paperId: string) => api.post<SummaryResponse>(AI_API.summary(paperId));

/** Generates a paper's summary; on success the papers queries (and usage) are refreshed. */
export function useGenerateSummary(paperId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => generateSummary(paperId),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: PAPERS_ROOT_KEY });
      void qc.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
    },
  });
}

/** GET /api/papers/:id/citations: references and citing works from OpenAlex (`refresh` fetches again). */
export const citationGraphQueryOptions = (paperId: string) =>
  queryOptions({ queryKey: [PAPER_API.citations(paperId)] as const, queryFn: () => api.get<CitationGraphAnswer>(PAPER_API.citations(paperId)) });

export function useCitationGraph(paperId: string | null) {
  return useQuery({ ...citationGraphQueryOptions(paperId ?? ''), enabled: paperId !== null });
}
