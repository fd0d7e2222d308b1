import { useQueries } from '@tanstack/react-query';
import type { Paper } from '@scholarlens/contracts';
import { errorStatus } from '@scholarlens/common';
import { useBookmarks } from '../../../lib/bookmarks';
import { paperQueryOptions } from '../../../lib/paper-api';

/**
 * The bookmarked papers, newest bookmark first: each is read with GET /api/papers/:id (shared cache
 * with the paper page). A paper the catalog no longer has (404) is left out of the list.
 */
export function useBookmarkedPapers() {
  const { bookmarks } = useBookmarks();
  const ordered = [...bookmarks].sort((a, b) => b.timestamp - a.timestamp);
  const results = useQueries({ queries: ordered.map((b) => paperQueryOptions(b.paperId)) });
  const papers: Paper[] = [];
  let loading = 0;
  let failed = 0;
  results.forEach((r) => {
    if (r.data) papers.push(r.data);
    else if (r.isLoading) loading++;
    else if (r.isError && errorStatus(r.error) !== 404) failed++;
  });
  return { count: bookmarks.length, papers, loading, failed };
}
