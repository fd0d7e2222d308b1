/**
 * A user's synced bookmarks (stream `bookmarks-<userId>`; Pro and above, `crossDeviceSync`): the
 * papers saved and when, and when each removed paper was removed, so that a browser still holding
 * an older copy of a bookmark cannot bring it back when it merges. Times are ms since the epoch, as
 * the browser stores them.
 */

export type BookmarkSaved = { type: 'BookmarkSaved'; data: { paperId: string; addedAt: number } };
export type BookmarkRemoved = { type: 'BookmarkRemoved'; data: { paperId: string; at: number } };
export type BookmarkEvent = BookmarkSaved | BookmarkRemoved;
export const BOOKMARK_EVENT_TYPES = ['BookmarkSaved', 'BookmarkRemoved'] as const;

export interface BookmarkLibraryState {
  saved: ReadonlyMap<string, number>;
  removedAt: ReadonlyMap<string, number>;
}

export const initialBookmarkLibraryState: BookmarkLibraryState = { saved: new Map(), removedAt: new Map() };

export function evolve(state: BookmarkLibraryState, event: BookmarkEvent): BookmarkLibraryState {
  const saved = new Map(state.saved);
  const removedAt = new Map(state.removedAt);
  if (event.type === 'BookmarkSaved') {
    saved.set(event.data.paperId, event.data.addedAt);
  } else {
    saved.delete(event.data.paperId);
    removedAt.set(event.data.paperId, event.data.at);
  }
  return { saved, removedAt };
}

export const bookmarkLibraryStreamId = (userId: string) => `bookmarks-${userId}`;
export const userIdOfBookmarkStream = (streamId: string) => (streamId.startsWith('bookmarks-') ? streamId.slice('bookmarks-'.length) : null);
