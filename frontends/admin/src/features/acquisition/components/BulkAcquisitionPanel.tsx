import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useToast } from '@scholarlens/common';
import { acquisitionBadge, completionPercent } from '../../../lib/format';
import { useAcquisitionStatus, useEstimate, useStartBulkAcquisition } from '../api/acquisition';

/** Research Discovery: estimate, papers in the database, completion, start, Active/Ready (spec core §2, §4). */
export function BulkAcquisitionPanel() {
  const estimate = useEstimate();
  const status = useAcquisitionStatus();
  const start = useStartBulkAcquisition();
  const { toast } = useToast();
  const currentInDB = estimate.data?.currentInDB ?? 0;
  const estimatedTotal = estimate.data?.estimatedTotal ?? 0;
  const completion = completionPercent(currentInDB, estimatedTotal);
  const run = status.data;
  const badge = acquisitionBadge(run);
  return (
    <Card variant="outlined" data-testid="bulk-acquisition">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" component="h2">
            Bulk Paper Acquisition
          </Typography>
          <Chip data-testid="acquisition-badge" label={badge} color={badge === 'Active' ? 'success' : badge === 'Failed' ? 'error' : 'default'} />
        </Stack>
        {estimate.error ? <Alert severity="error">{(estimate.error as Error).message}</Alert> : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 2 }}>
          <Box>
            <Typography variant="body2" color="text.secondary">Estimated total</Typography>
            <Typography variant="h6" data-testid="acquisition-estimate">{estimatedTotal.toLocaleString('en-US')}</Typography>
          </Box>
          <Box>
            <Typography variant="body2" color="text.secondary">In database</Typography>
            <Typography variant="h6" data-testid="acquisition-in-db">{currentInDB.toLocaleString('en-US')}</Typography>
          </Box>
          <Box>
            <Typography variant="body2" color="text.secondary">Completion</Typography>
            <Typography variant="h6" data-testid="acquisition-completion">{completion}%</Typography>
          </Box>
        </Box>
        <LinearProgress variant="determinate" value={Math.min(100, completion)} sx={{ mb: 2 }} />
        {run && run.status === 'failed' ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="acquisition-failed">
            The latest bulk acquisition failed after {run.harvested.toLocaleString('en-US')} records: {run.failureReason ?? 'no reason was recorded'}. You can start a new one.
          </Alert>
        ) : null}
        {run && run.status !== 'idle' ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="acquisition-run">
            Latest run: {run.status}, {run.harvested.toLocaleString('en-US')} records harvested
            {run.completeListSize ? ` of ${run.completeListSize.toLocaleString('en-US')}` : ''}
            {run.failureReason ? ` — ${run.failureReason}` : ''}
          </Typography>
        ) : null}
        <Button
          variant="contained"
          disabled={start.isPending || status.isLoading || badge === 'Active'}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: (r) => toast({ title: 'Bulk Acquisition', description: r.message }),
              onError: (e) => toast({ variant: 'destructive', title: 'Error', description: e.message }),
            })
          }
        >
          {start.isPending ? 'Starting...' : 'Start Bulk Acquisition'}
        </Button>
      </CardContent>
    </Card>
  );
}
