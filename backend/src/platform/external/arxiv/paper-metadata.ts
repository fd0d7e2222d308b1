/**
 * The normalized paper record every arXiv source (corpus files, the Atom API,
 * OAI-PMH) produces, so the catalog imports them through one path.
 *
 * Dates are calendar dates (`YYYY-MM-DD`, UTC): some sources only carry a date
 * (OAI-PMH, daily listings), so a time of day would be precision we do not have
 * for most records.
 */
import { isArxivId, pdfUrlFor } from './arxiv-id.js';

export interface PaperMetadata {
  /** Without version suffix; old-style ids keep their slash (hep-th/9901001). */
  arxivId: string;
  /** The version the metadata describes, when the source says. */
  version: number | null;
  title: string;
  authors: string[];
  abstract: string;
  /** arXiv category codes, primary first, no duplicates. */
  categories: string[];
  /** First submission (v1) date; see each parser for what it derives this from. */
  publishedDate: string;
  /** Date of the latest version, when the source reports versions; else null. */
  updatedDate: string | null;
  pdfUrl: string;
  doi: string | null;
  journalRef: string | null;
  comment: string | null;
  source: 'arxiv';
}

export type Validation<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Whitespace other than a lone space: runs of two or more, or a single tab, newline, etc. */
const UNCOLLAPSED = /\s{2,}|[^\S ]/g;

/**
 * Collapses runs of whitespace (arXiv wraps titles and abstracts at ~80 columns). Lone spaces are
 * left alone rather than replaced by themselves: on a bulk import this is a hot path.
 */
export function collapseWhitespace(s: string): string {
  return s.replace(UNCOLLAPSED, ' ').trim();
}

/** Null for absent or blank optional text, collapsed text otherwise. */
export function optionalText(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const s = collapseWhitespace(v);
  return s === '' ? null : s;
}

const CATEGORY = /^[a-z]+(?:-[a-z]+)*(?:\.[A-Za-z]+(?:-[A-Za-z]+)*)?$/;

/** arXiv category codes only (feeds can carry ACM/MSC classes too), primary first, deduplicated. */
export function normalizeCategories(terms: readonly unknown[], primary?: string | null): string[] {
  const out: string[] = [];
  for (const t of primary ? [primary, ...terms] : terms) {
    if (typeof t !== 'string') continue;
    const c = t.trim();
    if (CATEGORY.test(c) && !out.includes(c)) out.push(c);
  }
  return out;
}

/** `YYYY-MM-DD` (UTC) from an ISO timestamp, RFC 2822 date or plain date; null if unparseable. */
export function toIsoDate(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const s = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return isValidDate(s) ? s : null;
  const t = Date.parse(s);
  return Number.isNaN(t) ? null : new Date(t).toISOString().slice(0, 10);
}

function isValidDate(ymd: string): boolean {
  const d = new Date(`${ymd}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === ymd;
}

/**
 * Checks a candidate record and returns it normalized (whitespace collapsed,
 * categories cleaned, pdfUrl defaulted). Every rejection names its reason so an
 * import report can say why a line was skipped.
 */
export function validatePaperMetadata(raw: unknown): Validation<PaperMetadata> {
  if (raw === null || typeof raw !== 'object') return { ok: false, reason: 'record is not an object' };
  const r = raw as Record<string, unknown>;

  if (typeof r.arxivId !== 'string' || r.arxivId.trim() === '') return { ok: false, reason: 'missing arXiv id' };
  const arxivId = r.arxivId.trim();
  if (!isArxivId(arxivId)) return { ok: false, reason: `bad arXiv id shape: "${arxivId}"` };

  const version = r.version ?? null;
  if (version !== null && !(Number.isInteger(version) && (version as number) >= 1)) {
    return { ok: false, reason: `bad version for ${arxivId}: ${String(version)}` };
  }

  const title = typeof r.title === 'string' ? collapseWhitespace(r.title) : '';
  if (title === '') return { ok: false, reason: `missing title for ${arxivId}` };

  if (!Array.isArray(r.authors)) return { ok: false, reason: `missing authors for ${arxivId}` };
  const authors = r.authors.filter((a): a is string => typeof a === 'string').map(collapseWhitespace).filter(Boolean);
  if (authors.length === 0) return { ok: false, reason: `no authors for ${arxivId}` };

  const abstract = typeof r.abstract === 'string' ? collapseWhitespace(r.abstract) : '';
  if (abstract === '') return { ok: false, reason: `missing abstract for ${arxivId}` };

  if (!Array.isArray(r.categories)) return { ok: false, reason: `missing categories for ${arxivId}` };
  const categories = normalizeCategories(r.categories);
  if (categories.length === 0) return { ok: false, reason: `no arXiv categories for ${arxivId}` };

  const publishedDate = toIsoDate(r.publishedDate);
  if (!publishedDate) return { ok: false, reason: `missing or unparseable published date for ${arxivId}: ${String(r.publishedDate)}` };
  const updatedDate = r.updatedDate == null ? null : toIsoDate(r.updatedDate);
  if (r.updatedDate != null && !updatedDate) return { ok: false, reason: `unparseable updated date for ${arxivId}: ${String(r.updatedDate)}` };

  const pdfUrl = typeof r.pdfUrl === 'string' && /^https?:\/\//.test(r.pdfUrl) ? r.pdfUrl : pdfUrlFor(arxivId);

  return {
    ok: true,
    value: {
      arxivId,
      version: version as number | null,
      title,
      authors,
      abstract,
      categories,
      publishedDate,
      updatedDate,
      pdfUrl,
      doi: optionalText(r.doi),
      journalRef: optionalText(r.journalRef),
      comment: optionalText(r.comment),
      source: 'arxiv',
    },
  };
}
