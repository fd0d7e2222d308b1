/** The library features' contract (spec core §3, §5, §7, §8): private notes and citation export. */

/** GET /api/papers/:id/notes items (spec core §3); `edited` shows when updatedAt differs from createdAt. */
export interface Note {
  id: string;
  paperId: string;
  content: string;
  /** ISO instants. */
  createdAt: string;
  updatedAt: string;
}

/** Body of POST /api/papers/:id/notes and PUT /api/notes/:noteId; content must be non-blank after trimming. */
export interface NoteRequest {
  content: string;
}

export const NOTE_LIMITS = { contentMaxLength: 10_000 } as const;

export const CITATION_FORMAT_IDS = ['bibtex', 'ris', 'apa', 'mla', 'chicago', 'zotero'] as const;
export type CitationFormatId = (typeof CITATION_FORMAT_IDS)[number];

/** Body of POST /api/papers/:id/citation-export: which format the browser is about to produce. */
export interface CitationExportRequest {
  format: CitationFormatId;
}

/** Answer of POST /api/papers/:id/citation-export: the paper as CSL-JSON (the browser formats it) and the usage count. */
export interface CitationExportResponse {
  csl: Record<string, unknown>;
  count: number;
}

export const LIBRARY_MESSAGES = {
  citationUpgrade: 'Citation export is available for Pro users and above.',
  noteNotFound: 'Note not found',
} as const;

export const LIBRARY_API = {
  notes: (paperId: string) => `/api/papers/${encodeURIComponent(paperId)}/notes`,
  note: (noteId: string) => `/api/notes/${encodeURIComponent(noteId)}`,
  citationExport: (paperId: string) => `/api/papers/${encodeURIComponent(paperId)}/citation-export`,
} as const;
