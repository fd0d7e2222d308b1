/** The paper decider: given events, when a command, then events (or an error). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PaperMetadata } from '../../platform/external/arxiv/paper-metadata.js';
import { isDomainError } from '../../platform/domain/domain-error.js';
import { PAPER_NOT_FOUND, type PaperCommand, decide, isFresh, isNewer } from './paper.decider.js';
import {
  type CatalogRecord,
  type OpenAlexWorkMetadata,
  type PaperEvent,
  contentEventId,
  evolve,
  initialPaperState,
  openAlexIdOfPaperId,
  paperIdFor,
  paperIdFromKey,
  paperKeyOf,
  paperStreamId,
} from './paper.js';

const metadata = (overrides: Partial<PaperMetadata> = {}): PaperMetadata => ({
  arxivId: '2406.01234',
  version: 1,
  title: 'Attention Is Still All You Need',
  authors: ['Ada Lovelace', 'Alan Turing'],
  abstract: 'We revisit attention.',
  categories: ['cs.CL', 'cs.AI'],
  publishedDate: '2024-06-03',
  updatedDate: '2024-06-03',
  pdfUrl: 'https://arxiv.org/pdf/2406.01234',
  doi: null,
  journalRef: null,
  comment: null,
  source: 'arxiv',
  ...overrides,
});

/** A work saved from OpenAlex that is no arXiv preprint. */
const work = (overrides: Partial<OpenAlexWorkMetadata> = {}): OpenAlexWorkMetadata => ({
  ...metadata(),
  arxivId: null,
  openAlexId: 'W2741809807',
  version: null,
  updatedDate: null,
  categories: ['Decision Sciences'],
  pdfUrl: null,
  doi: '10.7717/peerj.4375',
  source: 'openalex',
  ...overrides,
});

function given(events: PaperEvent[], command: PaperCommand): PaperEvent[] {
  return decide(command, events.reduce(evolve, initialPaperState));
}
const importing = (m: CatalogRecord): PaperCommand => ({ type: 'ImportPaper', data: { metadata: m } });

describe('paper decider', () => {
  describe('ImportPaper', () => {
    it('a paper the catalog does not have is imported with its full metadata', () => {
      const m = metadata();
      assert.deepEqual(given([], importing(m)), [{ type: 'PaperImported', data: m }]);
    });

    it('the same version again changes nothing', () => {
      const m = metadata();
      assert.deepEqual(given([{ type: 'PaperImported', data: m }], importing(m)), []);
      assert.deepEqual(given([{ type: 'PaperImported', data: m }], importing({ ...m, title: 'Reformatted' })), []);
    });

    it('a newer version updates the metadata; an older one does not', () => {
      const v2 = metadata({ version: 2, title: 'Attention, revised', updatedDate: '2024-07-01' });
      assert.deepEqual(given([{ type: 'PaperImported', data: metadata() }], importing(v2)), [{ type: 'PaperMetadataUpdated', data: v2 }]);
      assert.deepEqual(given([{ type: 'PaperImported', data: metadata() }, { type: 'PaperMetadataUpdated', data: v2 }], importing(metadata())), []);
    });

    it('without versions, a later update date is newer; a source that knows the version is newer than one that does not', () => {
      const listing = metadata({ version: null, updatedDate: null });
      const withDate = metadata({ version: null, updatedDate: '2024-08-01' });
      assert.deepEqual(given([{ type: 'PaperImported', data: listing }], importing(withDate)), [{ type: 'PaperMetadataUpdated', data: withDate }]);
      const older = metadata({ version: null, updatedDate: '2024-07-01' });
      assert.deepEqual(given([{ type: 'PaperImported', data: withDate }], importing(older)), []);
      const versioned = metadata({ version: 3, updatedDate: null });
      assert.deepEqual(given([{ type: 'PaperImported', data: listing }], importing(versioned)), [{ type: 'PaperMetadataUpdated', data: versioned }]);
      // A daily listing (no version) after a versioned record says nothing new.
      assert.deepEqual(given([{ type: 'PaperImported', data: versioned }], importing(listing)), []);
    });

    it('views do not change what an import decides', () => {
      const m = metadata();
      const events: PaperEvent[] = [{ type: 'PaperImported', data: m }, { type: 'PaperViewed', data: {} }];
      assert.deepEqual(given(events, importing(m)), []);
      assert.equal(events.reduce(evolve, initialPaperState).status, 'catalogued');
    });

    it('a work without arXiv id is imported once as the paper oa-<OpenAlex id>; saving it again changes nothing', () => {
      const w = work();
      assert.deepEqual(given([], importing(w)), [{ type: 'PaperImported', data: w }]);
      const state = [{ type: 'PaperImported', data: w } as PaperEvent].reduce(evolve, initialPaperState);
      assert.deepEqual(state, { status: 'catalogued', key: 'oa-W2741809807', version: null, updatedDate: null, views: 0 });
      assert.deepEqual(given([{ type: 'PaperImported', data: w }], importing(w)), []);
      assert.deepEqual(given([{ type: 'PaperImported', data: w }], importing(work({ title: 'Retitled by OpenAlex' }))), []);
    });

    it('a record of another paper on this stream is a programming error', () => {
      assert.throws(() => given([{ type: 'PaperImported', data: work() }], importing(work({ openAlexId: 'W1' }))), /ImportPaper for oa-W1 on paper oa-W2741809807/);
      assert.throws(() => given([{ type: 'PaperImported', data: metadata() }], importing(work())), /ImportPaper for oa-W2741809807 on paper 2406.01234/);
    });

    it('isNewer compares versions first', () => {
      assert.equal(isNewer(metadata({ version: 2, updatedDate: '2020-01-01' }), { version: 1, updatedDate: '2024-01-01' }), true);
      assert.equal(isNewer(metadata({ version: 1 }), { version: 1, updatedDate: null }), false);
    });
  });

  describe('ViewPaper', () => {
    it('counts a view of a catalogued paper', () => {
      const events: PaperEvent[] = [{ type: 'PaperImported', data: metadata() }];
      assert.deepEqual(given(events, { type: 'ViewPaper', data: {} }), [{ type: 'PaperViewed', data: {} }]);
      const state = [...events, { type: 'PaperViewed', data: {} } as PaperEvent, { type: 'PaperViewed', data: {} } as PaperEvent].reduce(
        evolve,
        initialPaperState,
      );
      assert.equal(state.status === 'catalogued' && state.views, 2);
    });

    it('an unknown paper is not found (404)', () => {
      assert.throws(
        () => given([], { type: 'ViewPaper', data: {} }),
        isDomainError('not-found', PAPER_NOT_FOUND),
      );
    });
  });

  describe('AI results', () => {
    const imported: PaperEvent = { type: 'PaperImported', data: metadata() };
    const summary = (generatedAt: string) => ({
      keyFindings: ['It works.'],
      methodology: 'We propose X.',
      impact: 'It enables Y.',
      technicalLevel: 'Advanced',
      confidence: 0.8,
      provider: 'local',
      model: 'extractive-summary-v1',
      generatedAt,
    });
    const summarize = (at: string): PaperCommand => ({ type: 'RecordSummary', data: { summary: summary(at), requestedBy: 'ada', reuseWithinMs: 600_000 } });
    const summarized = (at: string): PaperEvent => ({ type: 'PaperSummarized', data: { summary: summary(at), requestedBy: 'ada' } });

    it('stores a summary with its provider and model', () => {
      assert.deepEqual(given([imported], summarize('2026-03-01T10:00:00.000Z')), [summarized('2026-03-01T10:00:00.000Z')]);
    });

    it('regenerating within the reuse window decides nothing (idempotent); after it, a new summary is stored', () => {
      assert.deepEqual(given([imported, summarized('2026-03-01T10:00:00.000Z')], summarize('2026-03-01T10:05:00.000Z')), []);
      assert.deepEqual(given([imported, summarized('2026-03-01T10:00:00.000Z')], summarize('2026-03-01T10:10:00.000Z')), [summarized('2026-03-01T10:10:00.000Z')]);
    });

    it('auto-tagging leaves a tagged paper as it is; an explicit retag replaces the tags', () => {
      const tags = (onlyIfUntagged: boolean): PaperCommand => ({
        type: 'RecordTags',
        data: { tags: ['face recognition'], provider: 'local', model: 'rake-keyphrases-v1', taggedAt: '2026-03-01T10:00:00.000Z', onlyIfUntagged },
      });
      const [tagged] = given([imported], tags(true));
      assert.equal(tagged.type, 'PaperTagged');
      assert.deepEqual(given([imported, tagged], tags(true)), []);
      assert.equal(given([imported, tagged], tags(false)).length, 1);
    });

    it('stores intelligence, reused within its window', () => {
      const intelligence = {
        keyFindings: ['x'],
        impactScore: 50,
        citationPotential: 'medium',
        methodologyType: 'New method / model',
        collaborationOpportunities: [],
        researchTrends: [],
        provider: 'local',
        model: 'catalog-intelligence-v1',
        generatedAt: '2026-03-01T10:00:00.000Z',
      };
      const command: PaperCommand = { type: 'RecordIntelligence', data: { intelligence, requestedBy: null, reuseWithinMs: 3_600_000 } };
      const events = given([imported], command);
      assert.deepEqual(events, [{ type: 'PaperIntelligenceGenerated', data: { intelligence, requestedBy: null } }]);
      assert.deepEqual(given([imported, ...events], command), []);
    });

    it('AI results on an unknown paper are 404', () => {
      assert.throws(() => given([], summarize('2026-03-01T10:00:00.000Z')), isDomainError('not-found'));
    });

    it('isFresh: within the window, not before it, not without a stored result', () => {
      assert.equal(isFresh('2026-03-01T10:00:00.000Z', '2026-03-01T10:09:59.000Z', 600_000), true);
      assert.equal(isFresh('2026-03-01T10:00:00.000Z', '2026-03-01T10:10:00.000Z', 600_000), false);
      assert.equal(isFresh(null, '2026-03-01T10:00:00.000Z', 600_000), false);
    });
  });

  describe('ids', () => {
    it('paper ids are URL-safe arXiv ids; any form of the arXiv id finds them', () => {
      assert.equal(paperIdFor('2406.01234'), '2406.01234');
      assert.equal(paperIdFor('hep-th/9901001'), 'hep-th_9901001');
      assert.equal(paperStreamId('hep-th/9901001'), 'paper-hep-th/9901001');
      for (const key of ['hep-th/9901001', 'hep-th_9901001', 'hep-th/9901001v2', 'arXiv:hep-th/9901001', 'https://arxiv.org/abs/hep-th/9901001v1']) {
        assert.equal(paperIdFromKey(key), 'hep-th_9901001', key);
      }
      assert.equal(paperIdFromKey('math.AG_0601001'), 'math.AG_0601001');
      assert.equal(paperIdFromKey('2406.01234v3'), '2406.01234');
      assert.equal(paperIdFromKey('search'), null);
      assert.equal(paperIdFromKey('2413.01234'), null, 'month 13');
    });

    it('a work without arXiv id is keyed, streamed and found as oa-<OpenAlex id>', () => {
      assert.equal(paperKeyOf(work()), 'oa-W2741809807');
      assert.equal(paperKeyOf(metadata()), '2406.01234');
      assert.equal(paperStreamId(paperKeyOf(work())), 'paper-oa-W2741809807');
      assert.equal(paperIdFor('oa-W2741809807'), 'oa-W2741809807');
      assert.equal(paperIdFromKey(' oa-W2741809807 '), 'oa-W2741809807');
      assert.equal(paperIdFromKey('oa-2741809807'), null);
      assert.equal(openAlexIdOfPaperId('oa-W2741809807'), 'W2741809807');
      assert.equal(openAlexIdOfPaperId('2406.01234'), null);
    });

    it('content event ids are deterministic and differ with the content', () => {
      const a = contentEventId('PaperImported', metadata());
      assert.equal(a, contentEventId('PaperImported', metadata()));
      assert.match(a, /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      assert.notEqual(a, contentEventId('PaperImported', metadata({ version: 2 })));
      assert.notEqual(a, contentEventId('PaperMetadataUpdated', metadata()));
    });
  });
});
