import { useEffect, useRef } from 'react';
import { Box, Button, CircularProgress, Paper as MuiPaper, Stack, Typography } from '@mui/material';
import type { Paper } from '@scholarlens/contracts';
import { PaperCard, PaperCardSkeletons, SKELETON_CARDS } from '../../../components/paper/PaperCard';

interface Props {
  papers: Paper[];
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  onRetry: () => void;
}

/** Paper List tab: 5 skeletons while loading, the empty state, then cards; more pages load on scroll. */
export function PaperList({ papers, isLoading, isError, error, hasNextPage, isFetchingNextPage, fetchNextPage, onRetry }: Props) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) fetchNextPage();
    }, { rootMargin: '600px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (isLoading) return <PaperCardSkeletons count={SKELETON_CARDS} />;
  if (isError && papers.length === 0) {
    return (
      <MuiPaper variant="outlined" role="alert" data-testid="feed-error" sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          Failed to load papers
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
          {error instanceof Error ? error.message : 'Please try again.'}
        </Typography>
        <Button variant="outlined" sx={{ mt: 2 }} onClick={onRetry}>
          Try again
        </Button>
      </MuiPaper>
    );
  }
  if (papers.length === 0) {
    return (
      <MuiPaper variant="outlined" data-testid="feed-empty" sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          No papers found
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Try selecting a different category or refresh the feed.
        </Typography>
      </MuiPaper>
    );
  }
  return (
    <Stack spacing={2} data-testid="paper-list">
      {papers.map((p) => (
        <PaperCard key={p.id} paper={p} />
      ))}
      <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
        {hasNextPage &&
          (isFetchingNextPage ? (
            <CircularProgress size={28} aria-label="Loading more papers" />
          ) : (
            <Button variant="outlined" onClick={fetchNextPage} data-testid="load-more">
              Load more papers
            </Button>
          ))}
      </Box>
    </Stack>
  );
}
