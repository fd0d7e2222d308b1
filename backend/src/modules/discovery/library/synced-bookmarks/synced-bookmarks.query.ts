import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { BookmarkEntry } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';

/** A user's synced bookmarks, newest first, in the browser's stored shape. */
export class SyncedBookmarksQuery extends Query<BookmarkEntry[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(SyncedBookmarksQuery)
export class SyncedBookmarksHandler implements IQueryHandler<SyncedBookmarksQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ userId }: SyncedBookmarksQuery): Promise<BookmarkEntry[]> {
    const { rows } = await this.pool.query<{ paper_id: string; added_at: string }>(
      'select paper_id, added_at from synced_bookmarks where user_id = $1 order by added_at desc, paper_id',
      [userId],
    );
    return rows.map((r) => ({ paperId: r.paper_id, timestamp: Number(r.added_at) }));
  }
}
