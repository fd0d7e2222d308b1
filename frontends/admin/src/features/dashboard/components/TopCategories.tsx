import { Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useAdminStats } from '../api/admin-stats';

/** Analytics: top categories with their paper counts, from the catalog. */
export function TopCategories() {
  const { data, isLoading } = useAdminStats();
  const top = data?.topCategories ?? [];
  const max = Math.max(1, ...top.map((c) => c.count));
  return (
    <Card variant="outlined" data-testid="top-categories">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Top Categories
        </Typography>
        {isLoading ? <LinearProgress /> : null}
        {!isLoading && top.length === 0 ? (
          <Typography color="text.secondary">No papers in the catalog yet.</Typography>
        ) : null}
        <Stack spacing={1}>
          {top.map((c) => (
            <div key={c.name}>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2">{c.name}</Typography>
                <Typography variant="body2" color="text.secondary">{c.count.toLocaleString('en-US')}</Typography>
              </Stack>
              <LinearProgress variant="determinate" value={(c.count / max) * 100} />
            </div>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
