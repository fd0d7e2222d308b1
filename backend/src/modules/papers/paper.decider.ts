/** What each command on a paper decides, given the paper's state (pure: no I/O, no clock). */
import { DomainError } from '../../platform/domain/domain-error.js';
import type { Aggregate } from '../../platform/event-store/aggregate.js';
import {
  type CatalogRecord,
  type PaperEvent,
  type PaperState,
  type StoredIntelligence,
  type StoredSummary,
  evolve,
  initialPaperState,
  paperKeyOf,
  paperStreamId,
} from './paper.js';

/** Bring a record from a source into the catalog: new, a newer version, or nothing new. */
export type ImportPaper = { type: 'ImportPaper'; data: { metadata: CatalogRecord } };
/** Someone opens the paper. */
export type ViewPaper = { type: 'ViewPaper'; data: Record<string, never> };
/** Store an AI summary, unless one generated within `reuseWithinMs` of `summary.generatedAt` is stored (then nothing). */
export type RecordSummary = { type: 'RecordSummary'; data: { summary: StoredSummary; requestedBy: string | null; reuseWithinMs: number } };
/** Attach AI tags; `onlyIfUntagged` (auto-tagging) leaves a tagged paper as it is. */
export type RecordTags = {
  type: 'RecordTags';
  data: { tags: string[]; provider: string; model: string; taggedAt: string; onlyIfUntagged: boolean };
};
/** Store research intelligence, unless intelligence generated within `reuseWithinMs` is stored. */
export type RecordIntelligence = {
  type: 'RecordIntelligence';
  data: { intelligence: StoredIntelligence; requestedBy: string | null; reuseWithinMs: number };
};
export type PaperCommand = ImportPaper | ViewPaper | RecordSummary | RecordTags | RecordIntelligence;

/** Whether a result generated at `storedAt` is still fresh at `at` (the reuse window of idempotent regeneration). */
export function isFresh(storedAt: string | null | undefined, at: string, windowMs: number): boolean {
  if (!storedAt) return false;
  const age = Date.parse(at) - Date.parse(storedAt);
  return Number.isFinite(age) && age >= 0 && age < windowMs;
}

export const PAPER_NOT_FOUND = 'Paper not found';

/**
 * Whether `incoming` describes a newer state of the paper than the catalog has:
 * a higher version when both know theirs; else a later update date; else a source that knows
 * the version (or the update date) where the catalog did not. Anything else is the same paper.
 */
export function isNewer(incoming: CatalogRecord, state: { version: number | null; updatedDate: string | null }): boolean {
  if (incoming.version !== null && state.version !== null) return incoming.version > state.version;
  if (incoming.updatedDate !== null && state.updatedDate !== null && incoming.updatedDate !== state.updatedDate) {
    return incoming.updatedDate > state.updatedDate;
  }
  if (incoming.version !== null && state.version === null) return true;
  return incoming.updatedDate !== null && state.updatedDate === null;
}

export function decide(command: PaperCommand, state: PaperState): PaperEvent[] {
  switch (command.type) {
    case 'ImportPaper': {
      const { metadata } = command.data;
      if (state.status === 'unknown') return [{ type: 'PaperImported', data: metadata }];
      const key = paperKeyOf(metadata);
      if (state.key !== key) throw new Error(`ImportPaper for ${key} on paper ${state.key}`);
      return isNewer(metadata, state) ? [{ type: 'PaperMetadataUpdated', data: metadata }] : [];
    }
    case 'ViewPaper': {
      if (state.status === 'unknown') throw new DomainError('not-found', PAPER_NOT_FOUND);
      return [{ type: 'PaperViewed', data: {} }];
    }
    case 'RecordSummary': {
      if (state.status === 'unknown') throw new DomainError('not-found', PAPER_NOT_FOUND);
      const { summary, requestedBy, reuseWithinMs } = command.data;
      if (isFresh(state.summarizedAt, summary.generatedAt, reuseWithinMs)) return [];
      return [{ type: 'PaperSummarized', data: { summary, requestedBy } }];
    }
    case 'RecordTags': {
      if (state.status === 'unknown') throw new DomainError('not-found', PAPER_NOT_FOUND);
      const { tags, provider, model, taggedAt, onlyIfUntagged } = command.data;
      if (tags.length === 0 || (onlyIfUntagged && state.tagged)) return [];
      return [{ type: 'PaperTagged', data: { tags, provider, model, taggedAt } }];
    }
    case 'RecordIntelligence': {
      if (state.status === 'unknown') throw new DomainError('not-found', PAPER_NOT_FOUND);
      const { intelligence, requestedBy, reuseWithinMs } = command.data;
      if (isFresh(state.intelligenceAt, intelligence.generatedAt, reuseWithinMs)) return [];
      return [{ type: 'PaperIntelligenceGenerated', data: { intelligence, requestedBy } }];
    }
  }
}

/**
 * The paper aggregate, keyed by the paper's key (arXiv id or oa-<OpenAlex id>). Ingestion's slow
 * path reads a paper with it; views and AI results are decided on the read model's state instead
 * (a paper's stream grows with every view) and appended with 'any' (see their handlers).
 */
export const paperAggregate: Aggregate<PaperEvent, PaperState, PaperCommand> = {
  streamId: paperStreamId,
  initial: initialPaperState,
  evolve,
  decide,
};
