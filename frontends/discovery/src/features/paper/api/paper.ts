import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paper } from '@scholarlens/contracts';
import {
  apiRequest,
  DISCOVERY_API,
  fetchPaper,
  paperQueryKey,
  USAGE_QUERY_KEY,
  type CitationExportResponse,
  type CitationFormat,
  type Intelligence,
  type Note,
} from '@scholarlens/common';

/** GET /api/papers/:id (id or arXiv id); any failure is "Paper not found" (spec core §8). */
export function usePaper(id: string) {
  return useQuery<Paper>({
    queryKey: paperQueryKey(id),
    queryFn: async () => {
      try {
        return await fetchPaper(id);
      } catch (error) {
        console.error('Paper not found', error);
        throw new Error('Paper not found', { cause: error });
      }
    },
  });
}

/** POST /api/papers/:id/intelligence → Intelligence (stored on the paper: the paper query is refreshed). */
export function useGenerateIntelligence(paperId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest('POST', DISCOVERY_API.intelligence(paperId))).json()) as Intelligence,
    onSuccess: () => void qc.invalidateQueries({ queryKey: paperQueryKey(paperId), exact: true }),
  });
}

export const notesQueryKey = (paperId: string) => [...paperQueryKey(paperId), 'notes'] as const;

/** GET /api/papers/:id/notes (signed-in only). */
export function useNotes(paperId: string, enabled: boolean) {
  return useQuery<Note[]>({
    queryKey: notesQueryKey(paperId),
    queryFn: async () => (await (await apiRequest('GET', DISCOVERY_API.notes(paperId))).json()) as Note[],
    enabled,
  });
}

/** POST /api/papers/:id/notes, PUT /api/notes/:noteId, DELETE /api/notes/:noteId; each refreshes the list. */
export function useNoteMutations(paperId: string) {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: notesQueryKey(paperId) });
  const add = useMutation({
    mutationFn: async (content: string) => (await (await apiRequest('POST', DISCOVERY_API.notes(paperId), { content })).json()) as Note,
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: async ({ id, content }: { id: string; content: string }) => (await (await apiRequest('PUT', DISCOVERY_API.note(id), { content })).json()) as Note,
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', DISCOVERY_API.note(id));
    },
    onSuccess: refresh,
  });
  return { add, update, remove };
}

/**
 * POST /api/papers/:id/citation-export {format} at each export: the server checks the entitlement
 * (Pro and above) and records citationExport usage; the usage list is refreshed on success.
 */
export function useRecordCitationExport(paperId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (format: CitationFormat) => (await (await apiRequest('POST', DISCOVERY_API.citationExport(paperId), { format })).json()) as CitationExportResponse,
    onSuccess: () => void qc.invalidateQueries({ queryKey: USAGE_QUERY_KEY }),
  });
}
