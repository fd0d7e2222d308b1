import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { type AuthUser, type BookmarkEntry, LIBRARY_API, PLAN_LIMITS, planOf } from '@scholarlens/contracts';
import { api, useAuth } from '@scholarlens/common';
import { parseBookmarks, toggleBookmark } from './paper-rules';

/** Where the bookmarks live in the browser (spec core §3). */
export const BOOKMARKS_STORAGE_KEY = 'scholarlens_bookmarks';

/**
 * Bookmarks live only in this browser's local storage under "scholarlens_bookmarks" (spec core §3).
 * Both stored shapes are read; the list of {paperId, timestamp} is written. Storage errors are only
 * logged (spec core §8). Every reader refreshes when the store changes, in this tab or another one.
 *
 * For plans with cross-device sync (Pro and above) the server keeps the list too: once per page
 * load the browser's bookmarks are merged into it and the browser's copy becomes the merged list;
 * each toggle is sent as it happens and the server's answer written back.
 */
const SAME_TAB_EVENT = 'scholarlens:bookmarks';
const EMPTY: BookmarkEntry[] = [];

let cachedRaw: string | null | undefined;
let cachedList: BookmarkEntry[] = EMPTY;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(BOOKMARKS_STORAGE_KEY);
  } catch (error) {
    console.error('Failed to load bookmarks', error);
    return null;
  }
}

function snapshot(): BookmarkEntry[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cachedList = parseBookmarks(raw);
    } catch (error) {
      console.error('Failed to load bookmarks', error);
      cachedList = EMPTY;
    }
  }
  return cachedList;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === BOOKMARKS_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SAME_TAB_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SAME_TAB_EVENT, onChange);
  };
}

function write(list: BookmarkEntry[]): void {
  try {
    window.localStorage.setItem(BOOKMARKS_STORAGE_KEY, JSON.stringify(list));
  } catch (error) {
    console.error('Failed to save bookmarks', error);
  }
  window.dispatchEvent(new Event(SAME_TAB_EVENT));
}

/** Whether this user's plan keeps bookmarks on the server. */
export const syncsBookmarks = (user: AuthUser | null) => Boolean(user && PLAN_LIMITS[planOf(user.plan)].crossDeviceSync);

/** The user whose browser copy was merged with the server's in this page load. */
let mergedFor: string | null = null;

function useMergeOnce(user: AuthUser | null) {
  const sync = syncsBookmarks(user);
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!sync || !userId || mergedFor === userId) return;
    mergedFor = userId;
    api
      .post<BookmarkEntry[]>(LIBRARY_API.mergeBookmarks, { bookmarks: snapshot() })
      .then(write)
      .catch((error) => {
        mergedFor = null;
        console.error('Failed to sync bookmarks', error);
      });
  }, [sync, userId]);
  return sync;
}

/** The bookmark list (newest first) and a toggle that returns whether the paper is now bookmarked. */
export function useBookmarks() {
  const list = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  const { user } = useAuth();
  const sync = useMergeOnce(user);
  const isBookmarked = useCallback((paperId: string) => list.some((b) => b.paperId === paperId), [list]);
  const toggle = useCallback(
    (paperId: string): boolean => {
      const next = toggleBookmark(snapshot(), paperId, Date.now());
      write(next.list);
      if (sync) {
        const sent = next.bookmarked ? api.put<BookmarkEntry[]>(LIBRARY_API.bookmark(paperId)) : api.delete<BookmarkEntry[]>(LIBRARY_API.bookmark(paperId));
        sent.then(write).catch((error) => console.error('Failed to sync bookmarks', error));
      }
      return next.bookmarked;
    },
    [sync],
  );
  return { bookmarks: list, isBookmarked, toggle, synced: sync };
}
