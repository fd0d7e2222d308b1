/**
 * arXiv metadata files in JSON Lines, in the two formats of
 * ../shared/data/arxiv-corpus (see its README):
 *
 * - daily listings: `{id, categories[], pdf, abs, authors[], title, comment, summary, crawl_date}`
 * - the bulk snapshot (Kaggle): `{id, authors (string), authors_parsed, title, abstract,
 *   categories (space-separated), versions[{version, created}], update_date, doi, journal-ref, comments, ...}`
 *
 * The format is detected per line, so a file may mix both.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArxivId, pdfUrlFor, submissionMonthOf } from './arxiv-id.js';
import { collapseWhitespace, toIsoDate, validatePaperMetadata, type PaperMetadata } from './paper-metadata.js';

export type CorpusFormat = 'daily-listing' | 'kaggle-snapshot';

export type CorpusLineResult = { ok: true; value: PaperMetadata; format: CorpusFormat } | { ok: false; reason: string };

export function parseCorpusLine(line: string): CorpusLineResult {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch (e) {
    return { ok: false, reason: `not valid JSON: ${(e as Error).message}` };
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, reason: 'line is not a JSON object' };
  const r = raw as Record<string, unknown>;

  const format = detectFormat(r);
  if (!format) {
    return {
      ok: false,
      reason: 'unrecognized format: expected daily-listing fields (summary, crawl_date) or snapshot fields (abstract, versions, authors_parsed)',
    };
  }
  const id = typeof r.id === 'string' ? parseArxivId(r.id) : null;
  if (typeof r.id !== 'string' || r.id.trim() === '') return { ok: false, reason: 'missing arXiv id' };
  if (!id) return { ok: false, reason: `bad arXiv id shape: "${r.id}"` };

  const candidate = format === 'daily-listing' ? fromDailyListing(r, id.arxivId, id.version) : fromSnapshot(r, id.arxivId, id.version);
  const checked = validatePaperMetadata(candidate);
  return checked.ok ? { ...checked, format } : checked;
}

function detectFormat(r: Record<string, unknown>): CorpusFormat | null {
  if ('crawl_date' in r || ('summary' in r && Array.isArray(r.authors))) return 'daily-listing';
  if ('versions' in r || 'authors_parsed' in r || ('abstract' in r && typeof r.categories === 'string')) return 'kaggle-snapshot';
  return null;
}

/**
 * Daily listings carry no submission date, only `crawl_date`, the day the listing
 * was announced. A new submission is announced within days of being submitted, so
 * when the listing falls in the id's month (or the first week after it, for papers
 * submitted at the month's end) it is used as the published date. A later listing
 * is a replacement or cross-list announcement; then the only first-submission
 * information is the id's YYMM, so the published date is the first of that month.
 */
export function dailyListingPublishedDate(arxivId: string, crawlDate: unknown): string | null {
  const listed = toIsoDate(crawlDate);
  const month = submissionMonthOf(arxivId);
  if (!month) return listed;
  const monthStart = Date.UTC(month.year, month.month - 1, 1);
  const graceEnd = Date.UTC(month.year, month.month, 1 + 7); // 7 days into the following month
  const fallback = new Date(monthStart).toISOString().slice(0, 10);
  if (!listed) return fallback;
  const t = Date.parse(`${listed}T00:00:00Z`);
  return t >= monthStart && t < graceEnd ? listed : fallback;
}

function fromDailyListing(r: Record<string, unknown>, arxivId: string, version: number | null): Record<string, unknown> {
  return {
    arxivId,
    version,
    title: r.title,
    authors: r.authors,
    abstract: r.summary,
    categories: r.categories,
    publishedDate: dailyListingPublishedDate(arxivId, r.crawl_date),
    updatedDate: null, // a listing does not say which version it announced
    pdfUrl: pdfUrlFor(arxivId),
    doi: null,
    journalRef: null,
    comment: r.comment,
  };
}

/**
 * Snapshot records describe the latest version: published = v1's `created`,
 * updated = the last version's `created` (`update_date`, the metadata's own last
 * change, only when there is no version history), version = the last version.
 */
function fromSnapshot(r: Record<string, unknown>, arxivId: string, idVersion: number | null): Record<string, unknown> {
  const versions = (Array.isArray(r.versions) ? r.versions : [])
    .map((v) => ({
      n: Number(/^v(\d+)$/.exec(String((v as { version?: unknown }).version))?.[1]),
      date: toIsoDate((v as { created?: unknown }).created),
    }))
    .filter((v) => Number.isInteger(v.n) && v.date)
    .sort((a, b) => a.n - b.n);
  const first = versions[0];
  const last = versions.at(-1);
  return {
    arxivId,
    version: last?.n ?? idVersion,
    title: r.title,
    authors: snapshotAuthors(r),
    abstract: r.abstract,
    categories: typeof r.categories === 'string' ? r.categories.split(/\s+/) : r.categories,
    publishedDate: first?.date ?? null,
    updatedDate: last?.date ?? toIsoDate(r.update_date),
    pdfUrl: pdfUrlFor(arxivId),
    doi: r.doi,
    journalRef: r['journal-ref'],
    comment: r.comments,
  };
}

/**
 * `authors_parsed` is `[last, first, suffix, ...affiliations]`; the `authors`
 * string has LaTeX accents and "and" joins, so it is only a fallback.
 */
function snapshotAuthors(r: Record<string, unknown>): string[] {
  if (Array.isArray(r.authors_parsed) && r.authors_parsed.length > 0) {
    return r.authors_parsed
      .filter(Array.isArray)
      .map((p: unknown[]) => {
        const [last, first, suffix] = p.map((x) => (typeof x === 'string' ? collapseWhitespace(x) : ''));
        return collapseWhitespace(`${first} ${last.replace(/,$/, '')} ${suffix}`);
      })
      .filter((name) => /\p{L}/u.test(name)); // drops stray separators such as [";", "", ""]
  }
  if (typeof r.authors === 'string') {
    return r.authors.split(/,|\band\b/).map(collapseWhitespace).filter(Boolean);
  }
  return [];
}

export interface CorpusLine {
  /** 1-based line number in the file, for import reports. */
  lineNumber: number;
  result: CorpusLineResult;
}

/**
 * Streams a JSON Lines file line by line (never holding the file in memory), so
 * bulk snapshots of any size can be imported. Blank lines are skipped.
 */
export async function* readCorpusFile(filePath: string): AsyncIterable<CorpusLine> {
  const lines = createInterface({ input: createReadStream(filePath, { encoding: 'utf8' }), crlfDelay: Infinity });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    const text = lineNumber === 1 ? line.replace(/^\uFEFF/, '') : line;
    if (text.trim() === '') continue;
    yield { lineNumber, result: parseCorpusLine(text) };
  }
}
