/**
 * arXiv OAI-PMH (`/oai2`) responses with metadataPrefix=arXiv: ListRecords and
 * GetRecord pages, resumption tokens and OAI errors.
 */
import { pdfUrlFor } from './arxiv-id.js';
import { validatePaperMetadata, type PaperMetadata } from './paper-metadata.js';
import { arrayOf, attrOf, parseXml, textOf, type XmlNode } from './xml.js';

export interface ResumptionToken {
  value: string;
  completeListSize: number | null;
  cursor: number | null;
}

export interface OaiRecordsPage {
  records: PaperMetadata[];
  /** Identifiers the repository reports as deleted (header status="deleted"). */
  deleted: string[];
  rejected: Array<{ id: string | null; reason: string }>;
  /** Null on the last page (absent or empty token element). */
  token: ResumptionToken | null;
  /** From the token element, also on the last page where it has no value. */
  completeListSize: number | null;
}

/** An OAI-PMH `<error code>` other than noRecordsMatch (which is an empty page). */
export class OaiPmhError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`OAI-PMH error ${code}: ${message}`);
    this.name = 'OaiPmhError';
  }
}

export function parseOaiRecords(xml: string): OaiRecordsPage {
  const root = parseXml(xml)['OAI-PMH'] as XmlNode | undefined;
  if (!root || typeof root !== 'object') throw new Error('not an OAI-PMH response: no <OAI-PMH> element');

  const errors = arrayOf(root.error);
  if (errors.length > 0) {
    const code = attrOf(errors[0], 'code') ?? 'unknown';
    // noRecordsMatch: the range/set is simply empty (OAI-PMH 2.0 §3.6).
    if (code === 'noRecordsMatch') return { records: [], deleted: [], rejected: [], token: null, completeListSize: null };
    throw new OaiPmhError(code, textOf(errors[0])?.trim() || code);
  }

  const container = (root.ListRecords ?? root.GetRecord) as XmlNode | string | undefined;
  if (container === undefined) throw new Error('OAI-PMH response has neither ListRecords nor GetRecord');
  const body = typeof container === 'object' ? container : {};

  const page: OaiRecordsPage = { records: [], deleted: [], rejected: [], token: null, completeListSize: null };
  for (const record of arrayOf(body.record) as XmlNode[]) {
    const header = (record.header ?? {}) as XmlNode;
    const identifier = textOf(header.identifier)?.trim() ?? null;
    if (attrOf(header, 'status') === 'deleted') {
      if (identifier) page.deleted.push(identifier);
      continue;
    }
    const meta = (record.metadata as XmlNode | undefined)?.arXiv as XmlNode | undefined;
    if (!meta) {
      page.rejected.push({ id: identifier, reason: 'record has no arXiv metadata (wrong metadataPrefix?)' });
      continue;
    }
    const result = validatePaperMetadata(recordToCandidate(meta));
    if (result.ok) page.records.push(result.value);
    else page.rejected.push({ id: identifier, reason: result.reason });
  }

  const tokenNode = body.resumptionToken;
  if (tokenNode !== undefined) {
    const size = attrOf(tokenNode, 'completeListSize');
    const cursor = attrOf(tokenNode, 'cursor');
    page.completeListSize = size !== null && /^\d+$/.test(size) ? Number(size) : null;
    const value = textOf(tokenNode)?.trim() ?? '';
    if (value !== '') {
      page.token = { value, completeListSize: page.completeListSize, cursor: cursor !== null && /^\d+$/.test(cursor) ? Number(cursor) : null };
    }
  }
  return page;
}

/**
 * arXiv format: `created` is v1's date; `updated` appears only once there is a
 * later version, so a record without it has a single version dated `created`.
 */
function recordToCandidate(m: XmlNode): Record<string, unknown> {
  const arxivId = textOf(m.id)?.trim() ?? null;
  const created = textOf(m.created);
  const authors = arrayOf((m.authors as XmlNode | undefined)?.author).map((a) => {
    const node = a as XmlNode;
    return [textOf(node.forenames), textOf(node.keyname), textOf(node.suffix)].filter(Boolean).join(' ');
  });
  return {
    arxivId,
    version: null, // the arXiv metadata format does not say which version it describes
    title: textOf(m.title),
    authors,
    abstract: textOf(m.abstract),
    categories: (textOf(m.categories) ?? '').split(/\s+/),
    publishedDate: created,
    updatedDate: textOf(m.updated) ?? created,
    pdfUrl: arxivId ? pdfUrlFor(arxivId) : undefined,
    doi: textOf(m.doi),
    journalRef: textOf(m['journal-ref']),
    comment: textOf(m.comments),
  };
}
