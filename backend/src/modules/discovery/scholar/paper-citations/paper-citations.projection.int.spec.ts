/**
 * The paper-citation-links projection on real PostgreSQL, fed by CitationLinksFetched on the
 * `citation-links-<paperId>` streams: one row per paper holding the latest fetch (its work id, both
 * lists as fetched, when), a later fetch replacing the earlier one; other streams and events leave
 * it alone. A rebuild from the first event equals the live read model.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import { type CitationLinksFetched, type StoredCitationLink, citationLinksStreamId } from '../citation-links.js';
import { PaperCitationsProjection } from '../paper-citations/paper-citations.projection.js';

const link = (openAlexId: string, title: string, arxivId: string | null): StoredCitationLink => ({
  title,
  year: 2019,
  openAlexId,
  doi: null,
  arxivId,
  citedByCount: 3,
  url: `https://openalex.org/${openAlexId}`,
});

const fetched = (workId: string, references: StoredCitationLink[], citations: StoredCitationLink[], fetchedAt: string) =>
  newEvent<CitationLinksFetched>({
    type: 'CitationLinksFetched',
    data: { workId, references: { count: references.length, items: references }, citations: { count: citations.length + 10, items: citations }, fetchedAt },
  });

describe('paper-citation-links projection', () => {
  const testbed = useTestEventStore();

  test('the latest fetch per paper; rebuild = live', async () => {
    const a1 = link('W1', 'Attention is all you need', '1706.03762');
    const a2 = link('W2', 'A work outside arXiv', null);
    const a3 = link('W3', 'A citing work', '2001.00001');
    await testbed.store.append(citationLinksStreamId('2401.00001'), [fetched('W100', [a1], [], '2026-03-01T10:00:00.000Z')], 'no_stream');

    const projection = new PaperCitationsProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    try {
      await testbed.store.append(citationLinksStreamId('2401.00002'), [fetched('W200', [a2], [a3], '2026-03-02T10:00:00.000Z')], 'no_stream');
      // The same type on a stream that is not a paper's citation links: ignored.
      await testbed.store.append('citations-of-nothing', [fetched('W999', [a1], [a1], '2026-03-02T11:00:00.000Z')], 'no_stream');
      // A later fetch of the first paper replaces the earlier one.
      const last = await testbed.store.append(citationLinksStreamId('2401.00001'), [fetched('W100', [a1, a2], [a3], '2026-03-03T10:00:00.000Z')], 0);
      await waitForProjections(testbed.db.pool, [projection.name], last.position, 10_000);

      const rows = (await testbed.db.pool.query('select paper_id, work_id, links, fetched_at from paper_citation_links order by paper_id')).rows;
      assert.deepEqual(
        rows.map((r) => ({ ...r, fetched_at: r.fetched_at.toISOString() })),
        [
          { paper_id: '2401.00001', work_id: 'W100', links: { references: { count: 2, items: [a1, a2] }, citations: { count: 11, items: [a3] } }, fetched_at: '2026-03-03T10:00:00.000Z' },
          { paper_id: '2401.00002', work_id: 'W200', links: { references: { count: 1, items: [a2] }, citations: { count: 11, items: [a3] } }, fetched_at: '2026-03-02T10:00:00.000Z' },
        ],
      );
    } finally {
      await runner.stop();
    }

    await assertRebuildEqualsLive({ store: testbed.store, pool: testbed.db.pool, projections: [projection], tables: ['paper_citation_links'] });
  });
});
