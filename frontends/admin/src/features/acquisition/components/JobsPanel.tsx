import { Alert, Box, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { progressPercent, useBacklog, useQueues } from '../api/acquisition';

/** The embedding backlog and the job queues with their running jobs' progress. */
export function JobsPanel() {
  const backlog = useBacklog();
  const queues = useQueues();
  const b = backlog.data;
  const total = b ? b.pending + b.embedded : 0;
  return (
    <Stack spacing={2}>
      <Card variant="outlined" data-testid="embedding-backlog">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Embedding Backlog
          </Typography>
          {backlog.error ? (
            <Alert severity="error">{(backlog.error as Error).message}</Alert>
          ) : b ? (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {b.embedded.toLocaleString('en-US')} embedded, {b.pending.toLocaleString('en-US')} waiting (model {b.model})
              </Typography>
              <LinearProgress variant="determinate" value={total ? (b.embedded / total) * 100 : 100} />
            </>
          ) : (
            <LinearProgress />
          )}
        </CardContent>
      </Card>
      <Card variant="outlined" data-testid="job-queues">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Job Queues
          </Typography>
          {queues.error ? <Alert severity="error">{(queues.error as Error).message}</Alert> : null}
          <Stack spacing={1.5}>
            {(queues.data ?? []).map((q) => (
              <Box key={q.name} data-testid={`queue-${q.name}`}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>{q.name}</Typography>
                  {q.paused ? <Chip size="small" label="paused" /> : null}
                  <Typography variant="body2" color="text.secondary">
                    {q.counts.waiting} waiting · {q.counts.active} active · {q.counts.delayed} delayed · {q.counts.completed} completed · {q.counts.failed} failed
                  </Typography>
                </Stack>
                {q.active.map((j) => {
                  const pct = progressPercent(j.progress);
                  return (
                    <Box key={j.id} sx={{ mt: 0.5 }}>
                      <Typography variant="caption" color="text.secondary">
                        {j.id}
                        {pct !== null ? ` — ${pct.toFixed(1)}%` : ''}
                      </Typography>
                      <LinearProgress variant={pct === null ? 'indeterminate' : 'determinate'} value={pct ?? undefined} />
                    </Box>
                  );
                })}
                {q.recentFailures[0] ? (
                  <Typography variant="caption" color="error">
                    Last failure: {q.recentFailures[0].failedReason}
                  </Typography>
                ) : null}
              </Box>
            ))}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
