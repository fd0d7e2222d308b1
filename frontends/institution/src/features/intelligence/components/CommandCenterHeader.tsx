import { Box, Chip, Stack, Typography } from '@mui/material';
import type { LiveMetrics } from '@scholarlens/contracts';
import { LiveClock } from './LiveClock';

/** "System Operational" only while every health check passes; otherwise it names what is not. */
function statusChip(metrics: LiveMetrics | undefined) {
  if (!metrics) return <Chip size="small" label="Checking…" data-testid="command-center-status" />;
  return metrics.systemDown.length === 0 ? (
    <Chip size="small" color="success" label="System Operational" data-testid="command-center-status" />
  ) : (
    <Chip size="small" color="warning" label={`Degraded: ${metrics.systemDown.join(', ')}`} data-testid="command-center-status" />
  );
}

/** The command center's title row: LIVE badge, the clock, the system status and the Global Rank badge ("—": no ranking source). */
export function CommandCenterHeader({ title, metrics }: { title: string; metrics: LiveMetrics | undefined }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Chip
          size="small"
          color="error"
          label="LIVE"
          data-testid="command-center-live"
          icon={<Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'common.white', ml: '8px !important' }} />}
        />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <LiveClock />
        {statusChip(metrics)}
        <Chip size="small" variant="outlined" label={`Global Rank ${metrics?.globalRanking ?? '—'}`} data-testid="command-center-rank" />
      </Stack>
    </Stack>
  );
}
