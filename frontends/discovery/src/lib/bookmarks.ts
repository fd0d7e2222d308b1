import { useCallback, useSyncExternalStore } from 'react';
import { parseBookmarks, toggleBookmark, type BookmarkEntry } from './paper-rules';

/** Where the bookmarks live in the browser (spec core §3). */
export const BOOKMARKS_STORAGE_KEY = 'scholarlens_bookmarks';

/**
 * Bookmarks live only in this browser's local storage under "scholarlens_bookmarks" (spec core §3).
 * Both stored shapes are read; the list of {paperId, timestamp} is written. Storage errors are only
 * logged (spec core §8). Every reader refreshes when the store changes, in this tab or another one.
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

/** The bookmark list (newest first) and a toggle that returns whether the paper is now bookmarked. */
export function useBookmarks() {
  const list = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  const isBookmarked = useCallback((paperId: string) => list.some((b) => b.paperId === paperId), [list]);
  const toggle = useCallback((paperId: string): boolean => {
    const next = toggleBookmark(snapshot(), paperId, Date.now());
    write(next.list);
    return next.bookmarked;
  }, []);
  return { bookmarks: list, isBookmarked, toggle };
}
