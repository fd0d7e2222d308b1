import { Alert, Paper, Typography } from '@mui/material';
import { errorMessage } from '@scholarlens/common';
import { LIVE_METRICS_POLL_MS } from '@scholarlens/contracts';
import { useLiveMetrics } from '../api/intelligence';
import { CommandCenterHeader } from './CommandCenterHeader';
import { METRIC_TILES, MetricTiles, type Tile } from './MetricTiles';

/**
 * The command center (spec inst §2 "Intelligence tab / command center"): the institution's live
 * metrics, polled every 5 s. `tiles`: the intelligence tab shows all eight, /institutional its four live ones.
 */
export function CommandCenter({ title = 'Research Command Center', tiles = METRIC_TILES }: { title?: string; tiles?: Tile[] }) {
  const metrics = useLiveMetrics();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="command-center">
      <CommandCenterHeader title={title} metrics={metrics.data} />
      {metrics.isError ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="command-center-error">
          Live metrics could not be loaded. {errorMessage(metrics.error) ?? 'Trying again in a moment.'}
        </Alert>
      ) : null}
      <MetricTiles tiles={tiles} metrics={metrics.data} loading={metrics.isLoading} testId="command-center-tiles" />
      {metrics.data ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }} data-testid="command-center-measured">
          Measured at {new Date(metrics.data.measuredAt).toLocaleTimeString('en-US')} from your institution's activity and this server's health checks;
          refreshed every {LIVE_METRICS_POLL_MS / 1000} s.
        </Typography>
      ) : null}
    </Paper>
  );
}
