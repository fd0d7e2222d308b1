import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AI_API, LIBRARY_API, PAPER_API, type CitationExportResponse, type CitationGraphAnswer, type Intelligence, type Note, type SimilarPapersAnswer } from '@scholarlens/contracts';
import { api, USAGE_QUERY_KEY } from '@scholarlens/common';
import { citationGraphQueryOptions, fetchPaper, paperQueryKey } from '../../../lib/paper-api';
import type { CitationFormat } from '../utils/citation';

/** GET /api/papers/:id (id or arXiv id); any failure is "Paper not found" (spec core §8). */
export const paperPageQueryOptions = (id: string) =>
  queryOptions({
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

export function usePaper(id: string) {
  return useQuery(paperPageQueryOptions(id));
}

/** POST /api/papers/:id/intelligence → Intelligence. */
export const generateIntelligence = (paperId: string) => api.post<Intelligence>(AI_API.intelligence(paperId));

/** Generates a paper's intelligence (stored on the paper: the paper query is refreshed). */
export function useGenerateIntelligence(paperId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => generateIntelligence(paperId),
    onSuccess: () => void qc.invalidateQueries({ queryKey: paperQueryKey(paperId), exact: true }),
  });
}

export const notesQueryKey = (paperId: string) => [...paperQueryKey(paperId), 'notes'] as const;

/** GET /api/papers/:id/notes (signed-in only). */
export const fetchNotes = (paperId: string) => api.get<Note[]>(LIBRARY_API.notes(paperId));

export const notesQueryOptions = (paperId: string, enabled: boolean) =>
  queryOptions({ queryKey: notesQueryKey(paperId), queryFn: () => fetchNotes(paperId), enabled });

export function useNotes(paperId: string, enabled: boolean) {
  return useQuery(notesQueryOptions(paperId, enabled));
}

/** POST /api/papers/:id/notes, PUT /api/notes/:noteId, DELETE /api/notes/:noteId. */
export const addNote = (paperId: string, content: string) => api.post<Note>(LIBRARY_API.notes(paperId), { content });
export const updateNote = (noteId: string, content: string) => api.put<Note>(LIBRARY_API.note(noteId), { content });
export const deleteNote = (noteId: string) => api.delete(LIBRARY_API.note(noteId));

/** Adding, editing and deleting notes; each refreshes the list. */
export function useNoteMutations(paperId: string) {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: notesQueryKey(paperId) });
  const add = useMutation({ mutationFn: (content: string) => addNote(paperId, content), onSuccess: refresh });
  const update = useMutation({ mutationFn: ({ id, content }: { id: string; content: string }) => updateNote(id, content), onSuccess: refresh });
  const remove = useMutation({ mutationFn: deleteNote, onSuccess: refresh });
  return { add, update, remove };
}

/**
 * POST /api/papers/:id/citation-export {format} at each export: the server checks the entitlement
 * (Pro and above) and records citationExport usage.
 */
export const recordCitationExport = (paperId: string, format: CitationFormat) =>
  api.post<CitationExportResponse>(LIBRARY_API.citationExport(paperId), { format });

/** Records an export; the usage list is refreshed on success. */
export function useRecordCitationExport(paperId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (format: CitationFormat) => recordCitationExport(paperId, format),
    onSuccess: () => void qc.invalidateQueries({ queryKey: USAGE_QUERY_KEY }),
  });
}

/** GET /api/papers/:id/similar: the papers nearest in meaning, read from the live vector index. */
export const similarPapersQueryOptions = (paperId: string) =>
  queryOptions({ queryKey: [PAPER_API.similar(paperId)] as const, queryFn: () => api.get<SimilarPapersAnswer>(PAPER_API.similar(paperId)) });

export function useSimilarPapers(paperId: string) {
  return useQuery(similarPapersQueryOptions(paperId));
}

/** The citation graph's query lives in lib (the Visual Network's citations view reads it too). */
export { citationGraphQueryOptions, useCitationGraph } from '../../../lib/paper-api';

export function useRefreshCitationGraph(paperId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.get<CitationGraphAnswer>(`${PAPER_API.citations(paperId)}?refresh=true`),
    onSuccess: (answer) => qc.setQueryData(citationGraphQueryOptions(paperId).queryKey, answer),
  });
}
