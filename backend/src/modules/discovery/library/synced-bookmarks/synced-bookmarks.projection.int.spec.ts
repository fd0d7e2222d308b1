/**
 * The synced-bookmarks projection on real PostgreSQL, fed by the bookmark streams (one per user):
 * a saved paper is a row with the browser's timestamp, saving it again moves it, a removal deletes
 * it, and users do not see each other's rows. Other events and streams leave it alone. A rebuild
 * from the first event equals the live read model.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import { type BookmarkEvent, bookmarkLibraryStreamId } from '../bookmark-library.js';
import { SyncedBookmarksProjection } from './synced-bookmarks.projection.js';

const saved = (paperId: string, addedAt: number) => newEvent<BookmarkEvent>({ type: 'BookmarkSaved', data: { paperId, addedAt } });
const removed = (paperId: string, at: number) => newEvent<BookmarkEvent>({ type: 'BookmarkRemoved', data: { paperId, at } });

const GRACE = 'b3c1d2e4-5f60-4a7b-8c9d-0e1f2a3b4c5d';
const ALAN = 'c4d2e3f5-6071-4b8c-9dae-1f2a3b4c5d6e';

describe('synced-bookmarks projection', () => {
  const testbed = useTestEventStore();

  test('saves, re-saves and removals per user; rebuild = live', async () => {
    await testbed.store.append(bookmarkLibraryStreamId(GRACE), [saved('2401.00001', 1_700_000_000_000), saved('2401.00002', 1_700_000_100_000)], 'no_stream');

    const projection = new SyncedBookmarksProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    try {
      await testbed.store.append(bookmarkLibraryStreamId(ALAN), [saved('2401.00001', 1_700_000_050_000)], 'no_stream');
      // Another context's event and a stream that is not a bookmark library.
      await testbed.store.append(`user-${GRACE}`, [{ type: 'UserSignedIn', data: { email: 'grace@example.org', name: 'Grace', avatar: null, role: 'user' } }], 'no_stream');
      await testbed.store.append('not-bookmarks-x', [saved('2401.09999', 1)], 'no_stream');
      // Grace saves the first paper again (it moves to the top) and removes the second.
      const last = await testbed.store.append(bookmarkLibraryStreamId(GRACE), [saved('2401.00001', 1_700_000_200_000), removed('2401.00002', 1_700_000_300_000), saved('2401.00003', 1_700_000_250_000)], 1);
      await waitForProjections(testbed.db.pool, [projection.name], last.position, 10_000);

      const rows = (await testbed.db.pool.query('select user_id, paper_id, added_at from synced_bookmarks order by user_id, paper_id')).rows;
      assert.deepEqual(
        rows.map((r) => ({ ...r, added_at: Number(r.added_at) })),
        [
          { user_id: GRACE, paper_id: '2401.00001', added_at: 1_700_000_200_000 },
          { user_id: GRACE, paper_id: '2401.00003', added_at: 1_700_000_250_000 },
          { user_id: ALAN, paper_id: '2401.00001', added_at: 1_700_000_050_000 },
        ].sort((a, b) => a.user_id.localeCompare(b.user_id) || a.paper_id.localeCompare(b.paper_id)),
      );
    } finally {
      await runner.stop();
    }

    await assertRebuildEqualsLive({ store: testbed.store, pool: testbed.db.pool, projections: [projection], tables: ['synced_bookmarks'], batchSize: 2 });
  });
});
