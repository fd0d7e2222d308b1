/** The library features' contract (spec core §3, §5, §7, §8): private notes and citation export. */
import type { ContentProtection } from './security.js';

/** GET /api/papers/:id/notes items (spec core §3); `edited` shows when updatedAt differs from createdAt. */
export interface Note {
  id: string;
  paperId: string;
  content: string;
  /** ISO instants. */
  createdAt: string;
  updatedAt: string;
  /** How it is stored; `removed`: its institution destroyed the key, content is empty. */
  protection: ContentProtection;
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

/**
 * A bookmark as the browser stores it (spec core §3, the list-of-objects shape) and as
 * GET /api/library/bookmarks answers it: `timestamp` in ms since the epoch, 0 when unknown (a
 * bookmark stored in the plain list-of-ids shape).
 */
export interface BookmarkEntry {
  paperId: string;
  timestamp: number;
}

/** Body of POST /api/library/bookmarks/merge: the browser's stored bookmarks, in either stored shape. */
export interface BookmarksMergeRequest {
  bookmarks: (string | BookmarkEntry)[];
}

export const BOOKMARK_LIMITS = { perUser: 5000, paperIdMaxLength: 200 } as const;

export const LIBRARY_MESSAGES = {
  citationUpgrade: 'Citation export is available for Pro users and above.',
  syncUpgrade: 'Syncing bookmarks across devices is available for Pro users and above.',
  noteNotFound: 'Note not found',
} as const;

export const LIBRARY_API = {
  bookmarks: '/api/library/bookmarks',
  mergeBookmarks: '/api/library/bookmarks/merge',
  bookmark: (paperId: string) => `/api/library/bookmarks/${encodeURIComponent(paperId)}`,
  notes: (paperId: string) => `/api/papers/${encodeURIComponent(paperId)}/notes`,
  note: (noteId: string) => `/api/notes/${encodeURIComponent(noteId)}`,
  citationExport: (paperId: string) => `/api/papers/${encodeURIComponent(paperId)}/citation-export`,
} as const;
