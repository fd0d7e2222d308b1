/**
 * The paper aggregate (stream `paper-<key>`): its events, its state and how events evolve it.
 * A paper's key is its arXiv id; a work saved from OpenAlex that is no arXiv preprint is keyed
 * `oa-<OpenAlex work id>` (oa-W2741809807), since the catalog has no arXiv id for it.
 * AI results are events of the paper too (PaperSummarized, PaperTagged, PaperIntelligenceGenerated):
 * each carries the provider and model that produced it.
 */
import { createHash } from 'node:crypto';
import { parseArxivId } from '../../platform/external/arxiv/arxiv-id.js';
import type { PaperMetadata } from '../../platform/external/arxiv/paper-metadata.js';

/** Who brought a record into the catalog (event metadata `source`). */
export type IngestionSource = 'import' | 'arxiv-sync' | 'oai-pmh' | 'openalex';

/**
 * A work from OpenAlex that is not an arXiv preprint ("Save to ScholarLens"): the arXiv record's
 * fields where OpenAlex has them, no arXiv id, its OpenAlex id, and a PDF only when the work has
 * an open-access one.
 */
export interface OpenAlexWorkMetadata extends Omit<PaperMetadata, 'arxivId' | 'pdfUrl' | 'source'> {
  arxivId: null;
  /** The OpenAlex work id (W…). */
  openAlexId: string;
  pdfUrl: string | null;
  source: 'openalex';
}

/** What a catalog paper's metadata can be: an arXiv record, or an OpenAlex work without arXiv id. */
export type CatalogRecord = PaperMetadata | OpenAlexWorkMetadata;

const OPENALEX_KEY = /^oa-(W\d{1,12})$/;

/** The key (and paper id) of an OpenAlex work saved without an arXiv id: oa-W2741809807. */
export function openAlexPaperKey(workId: string): string {
  return `oa-${workId}`;
}

/** The key of a record's paper (its stream `paper-<key>`): the arXiv id, else oa-<OpenAlex id>. */
export function paperKeyOf(record: CatalogRecord): string {
  return record.arxivId ?? openAlexPaperKey(record.openAlexId);
}

/** The OpenAlex work id (W…) of a paper id keyed by it; null for arXiv papers. */
export function openAlexIdOfPaperId(paperId: string): string | null {
  return OPENALEX_KEY.exec(paperId)?.[1] ?? null;
}

/** First event of a paper's stream: the full metadata as the source described it. */
export type PaperImported = { type: 'PaperImported'; data: CatalogRecord };
/** A newer version (or a source that knows more) of the metadata: the full new metadata. */
export type PaperMetadataUpdated = { type: 'PaperMetadataUpdated'; data: CatalogRecord };
/** Someone opened the paper (GET /api/papers/:id); metadata.userId when signed in. */
export type PaperViewed = { type: 'PaperViewed'; data: Record<string, never> };


/** An AI summary as stored (spec core §3 Summary), with its provenance and when it was generated. */
export interface StoredSummary {
  keyFindings: string[];
  methodology: string;
  impact: string;
  technicalLevel: string;
  /** 0..1 */
  confidence: number;
  provider: string;
  model: string;
  generatedAt: string;
}

/** Research intelligence as stored (spec core §3 Intelligence), with its provenance. */
export interface StoredIntelligence {
  keyFindings: string[];
  impactScore: number;
  citationPotential: string;
  methodologyType: string;
  collaborationOpportunities: string[];
  researchTrends: string[];
  provider: string;
  model: string;
  generatedAt: string;
}

/** An AI summary was generated; `requestedBy`: the user who asked (charged for it), null for jobs. */
export type PaperSummarized = { type: 'PaperSummarized'; data: { summary: StoredSummary; requestedBy: string | null } };
/** AI tags were attached (they replace any earlier ones). */
export type PaperTagged = { type: 'PaperTagged'; data: { tags: string[]; provider: string; model: string; taggedAt: string } };
/** Research intelligence was generated. */
export type PaperIntelligenceGenerated = { type: 'PaperIntelligenceGenerated'; data: { intelligence: StoredIntelligence; requestedBy: string | null } };

export type PaperEvent = PaperImported | PaperMetadataUpdated | PaperViewed | PaperSummarized | PaperTagged | PaperIntelligenceGenerated;
export const PAPER_EVENT_TYPES = [
  'PaperImported',
  'PaperMetadataUpdated',
  'PaperViewed',
  'PaperSummarized',
  'PaperTagged',
  'PaperIntelligenceGenerated',
] as const;

export type PaperState =
  | { status: 'unknown' }
  | {
      status: 'catalogued';
      /** The paper's key (paperKeyOf): its arXiv id, or oa-<OpenAlex id>. */
      key: string;
      version: number | null;
      updatedDate: string | null;
      views: number;
      /** When the stored summary was generated (absent or null: none). */
      summarizedAt?: string | null;
      /** Whether the paper has AI tags. */
      tagged?: boolean;
      /** When the stored intelligence was generated (absent or null: none). */
      intelligenceAt?: string | null;
    };

export const initialPaperState: PaperState = { status: 'unknown' };

export function evolve(state: PaperState, event: PaperEvent): PaperState {
  switch (event.type) {
    case 'PaperImported':
    case 'PaperMetadataUpdated': {
      const views = state.status === 'catalogued' ? state.views : 0;
      const { version, updatedDate } = event.data;
      return { status: 'catalogued', key: paperKeyOf(event.data), version, updatedDate, views };
    }
    case 'PaperViewed':
      return state.status === 'catalogued' ? { ...state, views: state.views + 1 } : state;
    case 'PaperSummarized':
      return state.status === 'catalogued' ? { ...state, summarizedAt: event.data.summary.generatedAt } : state;
    case 'PaperTagged':
      return state.status === 'catalogued' ? { ...state, tagged: event.data.tags.length > 0 } : state;
    case 'PaperIntelligenceGenerated':
      return state.status === 'catalogued' ? { ...state, intelligenceAt: event.data.intelligence.generatedAt } : state;
  }
}

export function paperStreamId(key: string): string {
  return `paper-${key}`;
}

/** The paper key (arXiv id or oa-<OpenAlex id>) of a paper stream; null for other streams. */
export function paperKeyOfStream(streamId: string): string | null {
  return streamId.startsWith('paper-') ? streamId.slice('paper-'.length) : null;
}

/**
 * A paper's id in URLs and the read model, from its key: the arXiv id with the slash of old-style
 * ids (hep-th/9901001) replaced by an underscore (hep-th_9901001), so it is one path segment; an
 * OpenAlex key (oa-W…) as it is.
 */
export function paperIdFor(key: string): string {
  return key.replace('/', '_');
}

/**
 * The paper id a caller meant: a paper id (oa-W… included), an arXiv id (old-style with its
 * slash, with or without a version suffix or `arXiv:` prefix, or an abs/pdf URL). Null when it is neither.
 */
export function paperIdFromKey(key: string): string | null {
  const trimmed = key.trim();
  if (OPENALEX_KEY.test(trimmed)) return trimmed;
  const direct = parseArxivId(trimmed);
  if (direct) return paperIdFor(direct.arxivId);
  const oldStyle = /^([a-z]+(?:-[a-z]+)*(?:\.[A-Z]{2})?)_(\d{7}(?:v\d+)?)$/.exec(trimmed);
  if (oldStyle) {
    const parsed = parseArxivId(`${oldStyle[1]}/${oldStyle[2]}`);
    if (parsed) return paperIdFor(parsed.arxivId);
  }
  return null;
}

/**
 * A deterministic event id (UUID-shaped, RFC 9562 version 8 over SHA-256) for an event whose
 * content decides its identity: importing the same metadata twice yields the same id, which the
 * event store stores once.
 */
export function contentEventId(type: string, data: unknown): string {
  const h = createHash('sha256').update(type).update('\n').update(JSON.stringify(data)).digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
