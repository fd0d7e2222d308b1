/**
 * arXiv API (`/api/query`) Atom responses. Two shapes are in the wild: the
 * current one (namespaces on the feed, `<arxiv:primary_category term>`) and the
 * older one (opensearch namespace on each element, primary_category with a
 * scheme). With namespace prefixes dropped both read the same.
 */
import { parseArxivId } from './arxiv-id.js';
import { normalizeCategories, toIsoDate, validatePaperMetadata, type PaperMetadata } from './paper-metadata.js';
import { arrayOf, attrOf, intOf, parseXml, textOf, type XmlNode } from './xml.js';

export interface AtomFeedPage {
  totalResults: number;
  startIndex: number;
  itemsPerPage: number;
  entries: PaperMetadata[];
  /** Entries that could not be normalized, with why; kept so a sync can report them. */
  rejected: Array<{ id: string | null; reason: string }>;
}

/** The API's own error report: an entry whose id is `http(s)://arxiv.org/api/errors#...`. */
export class ArxivApiError extends Error {
  constructor(
    message: string,
    /** The fragment of the error id, e.g. `incorrect_id_format_for_abc`. */
    readonly code: string | null,
    readonly status: number | null = null,
  ) {
    super(`arXiv API error: ${message}`);
    this.name = 'ArxivApiError';
  }
}

const ERROR_ID = /^https?:\/\/arxiv\.org\/api\/errors(?:#(.*))?$/;

/** Parses a feed; throws ArxivApiError for the error feed and Error for non-Atom bodies. */
export function parseAtomFeed(xml: string, status: number | null = null): AtomFeedPage {
  const feed = parseXml(xml).feed as XmlNode | undefined;
  if (!feed || typeof feed !== 'object') throw new Error('not an Atom feed: no <feed> element');

  const entries = arrayOf(feed.entry) as XmlNode[];
  for (const entry of entries) {
    const err = ERROR_ID.exec(textOf(entry.id)?.trim() ?? '');
    if (err) throw new ArxivApiError(textOf(entry.summary)?.trim() || 'unspecified error', err[1] ?? null, status);
  }

  const page: AtomFeedPage = {
    totalResults: intOf(feed.totalResults) ?? 0,
    startIndex: intOf(feed.startIndex) ?? 0,
    itemsPerPage: intOf(feed.itemsPerPage) ?? entries.length,
    entries: [],
    rejected: [],
  };
  for (const entry of entries) {
    const rawId = textOf(entry.id)?.trim() ?? null;
    const result = validatePaperMetadata(entryToCandidate(entry));
    if (result.ok) page.entries.push(result.value);
    else page.rejected.push({ id: rawId, reason: result.reason });
  }
  return page;
}

function entryToCandidate(entry: XmlNode): Record<string, unknown> {
  const id = parseArxivId(textOf(entry.id) ?? '');
  const categories = arrayOf(entry.category).map((c) => attrOf(c, 'term'));
  return {
    arxivId: id?.arxivId ?? textOf(entry.id),
    version: id?.version ?? null,
    title: textOf(entry.title),
    authors: arrayOf(entry.author).map((a) => textOf((a as XmlNode).name)),
    abstract: textOf(entry.summary),
    categories: normalizeCategories(categories, attrOf(entry.primary_category, 'term')),
    publishedDate: toIsoDate(textOf(entry.published)),
    updatedDate: toIsoDate(textOf(entry.updated)),
    pdfUrl: undefined, // the canonical version-less link; the feed's link pins one version
    doi: textOf(entry.doi),
    journalRef: textOf(entry.journal_ref),
    comment: textOf(entry.comment),
  };
}
