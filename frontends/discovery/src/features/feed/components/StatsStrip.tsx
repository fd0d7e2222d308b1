import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { formatCount } from '../../../lib/paper-rules';

/** Papers reachable through live research access (spec core §9, inst §9). */
const LIVE_TOTAL_PAPERS = 160_000_000;
import { useLiveAccess, useStats } from '../api/stats';

const DASH = '—';

function Tile({ label, value, testId, extra, caption }: { label: string; value: string; testId: string; extra?: React.ReactNode; caption?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, flex: 1, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Stack useFlexGap direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
        <Typography data-testid={testId} sx={{ fontWeight: 800, fontSize: { xs: '1.4rem', sm: '1.8rem' }, lineHeight: 1.2 }}>
          {value}
        </Typography>
        {extra}
      </Stack>
      {caption && (
        <Typography variant="caption" color="text.secondary">
          {caption}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * Papers Today (announced on arXiv today, by listing date, not imported today), AI Summary Quality
 * and Total Papers (K/M abbreviation); "—" when a figure is unknown (no invented fallbacks).
 */
export function StatsStrip() {
  const { data } = useStats();
  const live = useLiveAccess();
  const today = data && Number.isFinite(data.todayPapers) ? data.todayPapers.toLocaleString('en-US') : DASH;
  const quality = data && typeof data.aiQuality === 'number' ? `${Math.round(data.aiQuality)}%` : DASH;
  const total = live ? formatCount(LIVE_TOTAL_PAPERS) : data && Number.isFinite(data.totalPapers) ? formatCount(data.totalPapers) : DASH;
  const caption = live
    ? 'Live access to the scholarly index'
    : data && Number.isFinite(data.totalPapers)
      ? `${data.totalPapers.toLocaleString('en-US')} papers in the catalog`
      : undefined;
  return (
    <Box component="section" aria-label="Statistics" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: { xs: 1.5, sm: 2 } }}>
      <Tile label="Papers Today" value={today} testId="stats-papers-today" caption="announced on arXiv today (UTC listing date)" />
      <Tile label="AI Summary Quality" value={quality} testId="stats-ai-quality" />
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, display: 'flex' }}>
        <Tile
          label="Total Papers"
          value={total}
          testId="stats-total-papers"
          caption={caption}
          extra={live ? <Chip size="small" color="success" label="Live" data-testid="stats-live" sx={{ fontWeight: 700 }} /> : null}
        />
      </Box>
    </Box>
  );
}
