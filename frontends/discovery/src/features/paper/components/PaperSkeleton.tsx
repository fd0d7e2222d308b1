import { Box, Skeleton, Stack } from '@mui/material';

export function PaperSkeleton() {
  return (
    <Box role="status" aria-label="Loading paper" data-testid="paper-loading">
      <Skeleton width={120} />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Skeleton variant="rounded" width={70} height={24} />
        <Skeleton variant="rounded" width={70} height={24} />
      </Stack>
      <Skeleton variant="text" sx={{ fontSize: '2.2rem' }} width="90%" />
      <Skeleton variant="text" width="60%" />
      <Skeleton variant="rounded" height={180} sx={{ mt: 3 }} />
    </Box>
  );
}
