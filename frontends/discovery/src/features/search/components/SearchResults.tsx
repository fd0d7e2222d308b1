import { useEffect, useRef } from 'react';
import { Box, Button, CircularProgress, Paper as MuiPaper, Stack, Typography } from '@mui/material';
import { PaperCard, PaperCardSkeletons, SKELETON_CARDS } from '../../../components/paper/PaperCard';
import { searchRankingCaption } from '../../../lib/paper-rules';
import { type SearchCriteria, useSearchPapers } from '../api/search';

function Panel({ title, text, testId, role }: { title: string; text?: string; testId: string; role?: string }) {
  return (
    <MuiPaper variant="outlined" data-testid={testId} role={role} sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {text}
        </Typography>
      )}
    </MuiPaper>
  );
}

/** "Found N paper(s)" (spec core §2) with the whole answer's total, "more than N" when the ranking stopped at its bound. */
export function resultCount(total: number, totalIsLowerBound: boolean): string {
  return totalIsLowerBound ? `Found more than ${total.toLocaleString('en-US')} paper(s)` : `Found ${total.toLocaleString('en-US')} paper(s)`;
}

/**
 * Results for the criteria with the spec's loading, error, no-results and empty-query states (core
 * §2); further pages load as the end of the list scrolls into view (or with Load more).
 */
export function SearchResults({ criteria }: { criteria: SearchCriteria }) {
  const query = criteria.q.trim();
  const { papers, ranking: answerRanking, page, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = useSearchPapers(criteria);
  const ranking = searchRankingCaption(answerRanking);
  const sentinel = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (!query) return <Panel testId="search-empty-query" title="Enter a search query" />;
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mt: 3, wordBreak: 'break-word' }}>
        Search Results for "{query}"
      </Typography>
      {papers && (
        <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="search-result-count" role="status">
          {page ? resultCount(page.total, page.totalIsLowerBound) : `Found ${papers.length} paper(s)`}
        </Typography>
      )}
      {papers && papers.length > 0 && ranking && (
        <Typography variant="caption" color="text.secondary" data-testid="search-ranking" sx={{ display: 'block', mt: -1.5, mb: 2 }}>
          {ranking}
        </Typography>
      )}
      <Stack spacing={2} sx={{ mt: papers ? 0 : 2 }}>
        {isLoading ? (
          <PaperCardSkeletons count={SKELETON_CARDS} />
        ) : isError && !papers?.length ? (
          <Panel testId="search-error" role="alert" title="Search Error" text="Failed to search papers. Please try again." />
        ) : papers && papers.length === 0 ? (
          <Panel testId="search-no-results" title="No papers found" text="Try different keywords or check your spelling" />
        ) : (
          papers?.map((p) => <PaperCard key={p.id} paper={p} />)
        )}
        {papers && papers.length > 0 && (
          <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            {hasNextPage &&
              (isFetchingNextPage ? (
                <CircularProgress size={28} aria-label="Loading more papers" />
              ) : (
                <Button variant="outlined" onClick={() => void fetchNextPage()} data-testid="search-load-more">
                  Load more papers
                </Button>
              ))}
          </Box>
        )}
      </Stack>
    </>
  );
}
