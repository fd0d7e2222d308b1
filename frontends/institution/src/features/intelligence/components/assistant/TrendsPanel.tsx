import { Alert, Box, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { AiResearchTopic, TopicResearchTrend } from '@scholarlens/contracts';
import { errorMessage } from '@scholarlens/common';
import { useTopicTrends } from '../../api/assistant';
import { GROWTH_SX } from '../growth-colours';

function TrendCard({ trend }: { trend: TopicResearchTrend }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="assistant-trend">
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{trend.topic}</Typography>
        {trend.growth === null ? (
          <Chip size="small" variant="outlined" label="new: none before" />
        ) : (
          <Chip size="small" sx={GROWTH_SX(trend.growth)} label={`${trend.growth > 0 ? '+' : ''}${trend.growth}%`} data-testid="assistant-trend-growth" />
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p">
        {trend.relatedPapers} {trend.relatedPapers === 1 ? 'paper' : 'papers'} ({trend.previousPapers} before) · {trend.timeframe}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Emerging keywords: {trend.emergingKeywords.length ? trend.emergingKeywords.join(', ') : '—'}
      </Typography>
      <Typography variant="body2">Leading institutions: {trend.leadingInstitutions.length ? trend.leadingInstitutions.join(', ') : '— (the catalog records no affiliations)'}</Typography>
      <Typography variant="body2" component="div">
        Collaboration opportunities:{' '}
        {trend.collaborationOpportunities.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {trend.collaborationOpportunities.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </Box>
        ) : (
          '—'
        )}
      </Typography>
    </Paper>
  );
}

/** The topic's research trends, measured in the catalog (spec inst §3 "Research trend"), growth in spec §9's colours. */
export function TrendsPanel({ topic }: { topic: AiResearchTopic }) {
  const trends = useTopicTrends(topic);
  if (trends.isLoading) return <Skeleton variant="rounded" height={140} />;
  if (trends.isError) return <Alert severity="error">Trends could not be loaded. {errorMessage(trends.error) ?? ''}</Alert>;
  const answer = trends.data;
  return (
    <Box data-testid="assistant-trends">
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
        {answer?.source}
      </Typography>
      {answer?.trends.length ? (
        <Stack spacing={1.5}>
          {answer.trends.map((t) => (
            <TrendCard key={t.category} trend={t} />
          ))}
        </Stack>
      ) : (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="assistant-trends-empty">
          <Typography color="text.secondary">The catalog has no papers of this topic in the trends windows.</Typography>
        </Paper>
      )}
    </Box>
  );
}
