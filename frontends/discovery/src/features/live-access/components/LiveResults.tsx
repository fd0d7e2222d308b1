import { Alert, Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ScholarPaper } from '@scholarlens/contracts';
import { ScholarPaperCard } from './ScholarPaperCard';

const SKELETONS = 3;

/** One tab's list: loading skeletons, the error as the server said it, an empty state, or the cards. */
export function LiveResults({ query, empty, idle }: { query: UseQueryResult<ScholarPaper[]>; empty: string; idle?: string }) {
  if (idle) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="live-idle">
        {idle}
      </Typography>
    );
  }
  if (query.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" data-testid="live-loading">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <Card key={i} variant="outlined">
            <CardContent>
              <Skeleton width="30%" />
              <Skeleton variant="text" sx={{ fontSize: '1.3rem' }} />
              <Skeleton width="50%" />
              <Skeleton variant="rectangular" height={56} sx={{ mt: 1 }} />
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert severity="error" data-testid="live-error">
        Live research access is unavailable. {query.error instanceof Error ? query.error.message : ''}
      </Alert>
    );
  }
  if (query.data.length === 0) {
    return (
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <Typography color="text.secondary" data-testid="live-empty">
          {empty}
        </Typography>
      </Box>
    );
  }
  return (
    <Stack spacing={2} data-testid="live-results">
      {query.data.map((p) => (
        <ScholarPaperCard key={p.id} paper={p} />
      ))}
    </Stack>
  );
}
