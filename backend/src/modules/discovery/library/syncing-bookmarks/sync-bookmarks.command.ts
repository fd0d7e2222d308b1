import { Command } from '@nestjs/cqrs';
import type { BookmarkEntry } from '@scholarlens/contracts';
import type { BookmarkCommand } from '../bookmark-library.decider.js';

/** A Pro user's browser merges its bookmarks, adds one or removes one; answers the synced list, newest first. */
export class SyncBookmarksCommand extends Command<BookmarkEntry[]> {
  constructor(
    readonly userId: string,
    readonly change: BookmarkCommand,
  ) {
    super();
  }
}
