import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { BookmarkEntry } from '@scholarlens/contracts';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { bookmarkLibraryAggregate } from '../bookmark-library.decider.js';
import { SyncedBookmarksProjection } from '../synced-bookmarks/synced-bookmarks.projection.js';
import { SyncedBookmarksQuery } from '../synced-bookmarks/synced-bookmarks.query.js';
import { SyncBookmarksCommand } from './sync-bookmarks.command.js';
import { assertSyncEntitled } from './sync-entitlement.js';

@CommandHandler(SyncBookmarksCommand)
export class SyncBookmarksHandler implements ICommandHandler<SyncBookmarksCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId, change }: SyncBookmarksCommand): Promise<BookmarkEntry[]> {
    await assertSyncEntitled(this.queryBus, userId);
    const { position } = await handleCommand(this.store, bookmarkLibraryAggregate, userId, change, { userId });
    if (position) await this.readYourWrites.waitFor([SyncedBookmarksProjection.NAME], position);
    return this.queryBus.execute(new SyncedBookmarksQuery(userId));
  }
}
