/** The `papers` read model's row and how the API shows it (the contract's Paper). */
import type { Intelligence, Paper } from '@scholarlens/contracts';
import { openAlexIdOfPaperId } from '../paper.js';

/** Columns every paper query selects (dates as ISO text). */
export const PAPER_COLUMNS = `p.id, p.arxiv_id, p.title, p.authors, p.abstract, p.categories, p.tags,
  p.published_date::text as published_date, p.updated_date::text as updated_date, p.pdf_url, p.source, p.views,
  p.summary, p.doi, p.journal_ref, p.comment, p.version, p.added_at, p.intelligence, p.tags_provider, p.tags_model`;

/**
 * A row's paper key (see paperKeyOf), selected as `key`: the arXiv id, or for a paper without one
 * the paper id itself (oa-<OpenAlex id>). The paper's stream is `paper-<key>`.
 */
export const PAPER_KEY_COLUMN = 'coalesce(arxiv_id, id) as key';

export interface PaperRow {
  id: string;
  arxiv_id: string | null;
  title: string;
  authors: string[];
  abstract: string;
  categories: string[];
  tags: string[];
  published_date: string;
  updated_date: string | null;
  pdf_url: string | null;
  source: string;
  views: number;
  summary: string | null;
  doi: string | null;
  journal_ref: string | null;
  comment: string | null;
  version: number | null;
  added_at: Date;
  /** AI columns (600-ai.sql). */
  intelligence?: Intelligence | null;
  tags_provider?: string | null;
  tags_model?: string | null;
}

const SOURCE_NAMES: Record<string, string> = { arxiv: 'arXiv', openalex: 'OpenAlex' };

export function toPaper(row: PaperRow): Paper {
  return {
    id: row.id,
    arxivId: row.arxiv_id,
    title: row.title,
    authors: row.authors,
    abstract: row.abstract,
    categories: row.categories,
    tags: row.tags,
    publishedDate: row.published_date,
    pdfUrl: row.pdf_url,
    source: SOURCE_NAMES[row.source] ?? row.source,
    views: Number(row.views),
    summary: row.summary,
    updatedDate: row.updated_date,
    version: row.version,
    doi: row.doi,
    journalRef: row.journal_ref,
    comment: row.comment,
    addedAt: row.added_at.toISOString(),
    openAlexId: openAlexIdOfPaperId(row.id),
    intelligence: row.intelligence ?? null,
    tagsProvenance: row.tags_provider ? { provider: row.tags_provider, model: row.tags_model ?? undefined } : null,
  };
}
