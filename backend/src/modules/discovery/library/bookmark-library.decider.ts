/** What each command on a user's synced bookmarks decides (pure: no I/O, no clock). */
import { BOOKMARK_LIMITS } from '@scholarlens/contracts';
import { DomainError } from '../../../platform/domain/domain-error.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type BookmarkEvent,
  type BookmarkLibraryState,
  bookmarkLibraryStreamId,
  evolve,
  initialBookmarkLibraryState,
} from './bookmark-library.js';

/** Bookmarks from a browser (a merge at sign-in, or one new bookmark). */
export type SaveBookmarks = { type: 'SaveBookmarks'; data: { entries: { paperId: string; addedAt: number }[] } };
export type RemoveBookmark = { type: 'RemoveBookmark'; data: { paperId: string; at: number } };
export type BookmarkCommand = SaveBookmarks | RemoveBookmark;

/**
 * Saves what is new; keeps nothing twice; skips a bookmark removed (on any device) after it was
 * made, so an old copy in another browser does not bring it back. Refuses to grow past the limit.
 */
export function decide(command: BookmarkCommand, state: BookmarkLibraryState): BookmarkEvent[] {
  switch (command.type) {
    case 'SaveBookmarks': {
      const events: BookmarkEvent[] = [];
      const taken = new Set(state.saved.keys());
      for (const { paperId, addedAt } of command.data.entries) {
        if (taken.has(paperId)) continue;
        if ((state.removedAt.get(paperId) ?? Number.NEGATIVE_INFINITY) >= addedAt) continue;
        taken.add(paperId);
        events.push({ type: 'BookmarkSaved', data: { paperId, addedAt } });
      }
      if (taken.size > BOOKMARK_LIMITS.perUser) {
        throw new DomainError('refused', `bookmarks: at most ${BOOKMARK_LIMITS.perUser} bookmarks are synced`);
      }
      return events;
    }
    case 'RemoveBookmark':
      return state.saved.has(command.data.paperId) ? [{ type: 'BookmarkRemoved', data: command.data }] : [];
  }
}

export const bookmarkLibraryAggregate: Aggregate<BookmarkEvent, BookmarkLibraryState, BookmarkCommand> = {
  streamId: bookmarkLibraryStreamId,
  initial: initialBookmarkLibraryState,
  evolve,
  decide,
};
