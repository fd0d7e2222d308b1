import { useEffect } from 'react';

/** Sets the browser tab's title while the page is shown ("Institution Portal – ScholarLens"). */
export function usePageTitle(title: string) {
  useEffect(() => {
    const before = document.title;
    document.title = title ? `${title} – ScholarLens` : 'ScholarLens';
    return () => {
      document.title = before;
    };
  }, [title]);
}
