import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { BOOKMARK_EVENT_TYPES, type BookmarkRemoved, type BookmarkSaved, userIdOfBookmarkStream } from '../bookmark-library.js';

/** `synced_bookmarks`: each Pro user's bookmarks kept across devices. */
@Injectable()
export class SyncedBookmarksProjection implements Projection {
  static readonly NAME = 'synced-bookmarks';
  readonly name = SyncedBookmarksProjection.NAME;
  readonly eventTypes = BOOKMARK_EVENT_TYPES;

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const userId = userIdOfBookmarkStream(event.streamId);
    if (!userId) return;
    if (event.type === 'BookmarkSaved') {
      const d = event.data as unknown as BookmarkSaved['data'];
      await tx.query(
        `insert into synced_bookmarks (user_id, paper_id, added_at) values ($1, $2, $3)
         on conflict (user_id, paper_id) do update set added_at = excluded.added_at`,
        [userId, d.paperId, d.addedAt],
      );
    } else if (event.type === 'BookmarkRemoved') {
      const d = event.data as unknown as BookmarkRemoved['data'];
      await tx.query('delete from synced_bookmarks where user_id = $1 and paper_id = $2', [userId, d.paperId]);
    }
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate synced_bookmarks');
  }
}
