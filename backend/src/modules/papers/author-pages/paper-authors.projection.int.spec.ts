/**
 * Author pages on real PostgreSQL: the paper-authors projection fed by imports (one bulk append)
 * and a metadata update that changes a paper's authors, read by the author-page query under any
 * written form of a name. A rebuild from the first event equals the live read model.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { PaperMetadata } from '../../../platform/external/arxiv/paper-metadata.js';
import { arxivRecord } from '../testing/arxiv-record.js';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { ProjectionRunner, waitForProjections } from '../../../platform/projections/projection-runner.js';
import { newEvent } from '../../../platform/projections/testing/new-event.js';
import { assertRebuildEqualsLive } from '../../../platform/projections/testing/rebuild-equality.js';
import { useTestEventStore } from '../../../platform/testing/test-event-store.js';
import { PapersProjection } from '../catalog/papers.projection.js';
import { type PaperImported, type PaperMetadataUpdated, paperStreamId } from '../paper.js';
import { AuthorPageHandler, AuthorPageQuery } from './author-page.query.js';
import { PaperAuthorsProjection } from './paper-authors.projection.js';

const paper = (arxivId: string, publishedDate: string, authors: string[], categories = ['math.LO']): PaperMetadata =>
  arxivRecord(arxivId, { publishedDate, authors, categories });

describe('author pages', () => {
  const testbed = useTestEventStore(6);

  test('any written form of a name finds its papers newest first, with variants, co-authors and categories; rebuild = live', async () => {
    const papers = [
      paper('2601.00001', '2026-01-05', ['Kurt Gödel', 'Alan Turing']),
      paper('2601.00002', '2026-01-20', ['K. G{\\"o}del', 'Alonzo Church', 'A. M. Turing'], ['math.LO', 'cs.LO']),
      paper('2601.00003', '2026-01-12', ['Gödel, Kurt']),
      paper('2601.00004', '2026-01-30', ['Emmy Noether']),
    ];
    await testbed.store.appendMany(
      papers.map((m) => ({ streamId: paperStreamId(m.arxivId), events: [newEvent<PaperImported>({ type: 'PaperImported', data: m })], expected: 'no_stream' as const })),
    );
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [new PapersProjection(), new PaperAuthorsProjection()]);
    await runner.start();
    try {
      // A new version credits Noether on the third paper too: its rows are replaced, not added to.
      const last = await testbed.store.append(
        paperStreamId('2601.00003'),
        [newEvent<PaperMetadataUpdated>({ type: 'PaperMetadataUpdated', data: { ...papers[2], version: 2, authors: ['Gödel, Kurt', 'E. Noether'] } })],
        0,
      );
      await waitForProjections(testbed.db.pool, ['papers', 'paper-authors'], last.position, 10_000);

      const pages = new AuthorPageHandler(testbed.db.pool);
      for (const form of ['Kurt Gödel', 'K. Godel', 'Godel, K.', 'kurt g{\\"o}del']) {
        const page = await pages.execute(new AuthorPageQuery(form));
        assert.deepEqual(page.papers.map((p) => p.arxivId), ['2601.00002', '2601.00003', '2601.00001'], form);
        assert.equal(page.total, 3);
        assert.equal(page.name, 'Kurt Gödel');
        assert.deepEqual(new Set(page.variants), new Set(['Kurt Gödel', 'K. G{\\"o}del', 'Gödel, Kurt']));
        assert.deepEqual(page.coAuthors, [
          { name: 'Alan Turing', papers: 2 },
          { name: 'Alonzo Church', papers: 1 },
          { name: 'E. Noether', papers: 1 },
        ]);
        assert.deepEqual(page.categories, [
          { category: 'math.LO', papers: 3 },
          { category: 'cs.LO', papers: 1 },
        ]);
      }
      const noether = await pages.execute(new AuthorPageQuery('Emmy Noether'));
      assert.deepEqual(noether.papers.map((p) => p.arxivId), ['2601.00004', '2601.00003']);

      await assert.rejects(pages.execute(new AuthorPageQuery('Ada Lovelace')), (e: DomainError) => e.kind === 'not-found' && /No papers by Ada Lovelace/.test(e.message));
      await assert.rejects(pages.execute(new AuthorPageQuery('...')), (e: DomainError) => e.kind === 'invalid' && e.message === 'name: must contain a letter');
      await assert.rejects(pages.execute(new AuthorPageQuery('x'.repeat(301))), (e: DomainError) => e.kind === 'invalid' && /^name: at most 300/.test(e.message));
    } finally {
      await runner.stop();
    }
    await assertRebuildEqualsLive({ store: testbed.store, pool: testbed.db.pool, projections: [new PaperAuthorsProjection()], tables: ['paper_authors'], batchSize: 2 });
  });
});
