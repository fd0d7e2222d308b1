import { Alert, Box, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { MEMBER_READING_WINDOW_DAYS, TRENDING_THRESHOLDS, type TrendingItem, type TrendingStatus } from '@scholarlens/contracts';
import { errorMessage } from '@scholarlens/common';
import { useTrending } from '../api/intelligence';

const STATUS_COLOUR: Record<TrendingStatus, 'error' | 'warning' | 'info' | 'default'> = { breakthrough: 'error', accelerating: 'warning', emerging: 'info', other: 'default' };
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } } as const;

function TrendingCard({ item }: { item: TrendingItem }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="trending-item">
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{item.title}</Typography>
        <Chip size="small" color={STATUS_COLOUR[item.status]} label={item.status} />
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p">
        {item.field} · {item.timeframe} · {item.source === 'catalog' ? 'rising in the catalog' : "rising in members' reading"}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2">
          Momentum <b>{item.momentum > 0 ? '+' : ''}{item.momentum}%</b>
        </Typography>
        <Typography variant="body2">
          Impact <b>{item.potentialImpact}%</b>
        </Typography>
        <Typography variant="body2">
          {item.collaborators} {item.collaborators === 1 ? 'member' : 'members'} reading
        </Typography>
      </Stack>
    </Paper>
  );
}

/** Trending Research (spec inst §2): what rises in the catalog and in the members' reading, with the stated status thresholds. */
export function TrendingResearch() {
  const trending = useTrending();
  return (
    <Box data-testid="trending-research">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        Trending Research
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
        Categories growing in the catalog or in your members' reading (last {MEMBER_READING_WINDOW_DAYS} days against the {MEMBER_READING_WINDOW_DAYS} before).
        Breakthrough from {TRENDING_THRESHOLDS.breakthrough}% momentum, accelerating from {TRENDING_THRESHOLDS.accelerating}%, emerging from {TRENDING_THRESHOLDS.emerging}%;
        impact = momentum ÷ 3 + 10 per member reading, at most 100.
      </Typography>
      {trending.isLoading ? (
        <Skeleton variant="rounded" height={120} />
      ) : trending.isError ? (
        <Alert severity="error">Trending research could not be loaded. {errorMessage(trending.error) ?? ''}</Alert>
      ) : trending.data?.length ? (
        <Box sx={grid}>
          {trending.data.map((item) => (
            <TrendingCard key={item.id} item={item} />
          ))}
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="trending-empty">
          <Typography color="text.secondary">Nothing is rising yet in the catalog or in your members' reading.</Typography>
        </Paper>
      )}
    </Box>
  );
}
