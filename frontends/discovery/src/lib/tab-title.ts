import { useEffect } from 'react';

/** The browser tab shows `title` while the page is open (once known), and gets its old title back on leaving. */
export function useTabTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
