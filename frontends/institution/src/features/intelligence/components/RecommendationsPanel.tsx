import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Chip, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  AI_RESEARCH_MESSAGES,
  type PaperRecommendation,
  type RecommendationsAnswer,
  TRENDING_BADGE_ABOVE,
  relevanceColour,
} from '@scholarlens/contracts';
import { errorMessage, MathText, useToast } from '@scholarlens/common';
import { useRecommendations, useRefreshRecommendations } from '../api/intelligence';

/** Spec inst §9's colours, as named (the theme's warning is orange, so yellow and orange are given outright). */
const COLOUR = {
  green: { bgcolor: 'success.main', color: 'success.contrastText' },
  blue: { bgcolor: 'info.main', color: 'info.contrastText' },
  yellow: { bgcolor: '#fdd835', color: 'rgba(0, 0, 0, 0.87)' },
  orange: { bgcolor: '#ef6c00', color: '#fff' },
} as const;

/** Why there is nothing to show, in the user's words. */
const WHY: Record<Exclude<RecommendationsAnswer['status'], 'ready'>, string> = {
  'no-activity': 'Open, note, share or bookmark papers: recommendations start from what you read.',
  'not-embedded': 'The papers you read are not embedded yet; recommendations follow once they are.',
  'index-loading': 'The similarity index is loading; try again in a moment.',
};

function RecommendationCard({ r }: { r: PaperRecommendation }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="recommendation">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Chip size="small" sx={COLOUR[relevanceColour(r.relevanceScore)]} label={`${r.relevanceScore}% relevant`} data-testid="recommendation-relevance" />
        {r.trendingScore > TRENDING_BADGE_ABOVE ? <Chip size="small" color="error" label="Trending" /> : null}
        <Chip size="small" variant="outlined" label={r.category} />
        <Typography variant="caption" color="text.secondary">
          {r.publishedDate}
        </Typography>
      </Stack>
      <Link component={RouterLink} to={`/paper/${encodeURIComponent(r.paperId)}`} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        <MathText text={r.title} />
      </Link>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {r.authors.slice(0, 4).join(', ')}
        {r.authors.length > 4 ? ' et al.' : ''}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {r.reasonings.map((reason) => (
          <Typography key={reason} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {reason}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}

/** The assistant's recommendations (spec inst §2): from the user's own reading, with reasons, the §9 colours and the Refresh button. */
export function RecommendationsPanel() {
  const recommendations = useRecommendations();
  const refresh = useRefreshRecommendations();
  const { toast } = useToast();
  const answer = recommendations.data;
  return (
    <Box data-testid="recommendations-panel">
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Recommended for you
        </Typography>
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          disabled={refresh.isPending}
          onClick={() =>
            refresh.mutate(undefined, {
              onSuccess: () => toast({ title: AI_RESEARCH_MESSAGES.refreshed }),
              onError: (err) => toast({ title: AI_RESEARCH_MESSAGES.refreshFailed, description: errorMessage(err) ?? undefined, variant: 'destructive' }),
            })
          }
        >
          Refresh
        </Button>
      </Stack>
      {answer ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }} data-testid="recommendations-source">
          Ranked by similarity to the {answer.basedOn} {answer.basedOn === 1 ? 'paper' : 'papers'} you read, with the embedding model {answer.provenance.provider}:{answer.provenance.model}.{' '}
          Papers you have already read are left out.
        </Typography>
      ) : null}
      {recommendations.isLoading ? (
        <Skeleton variant="rounded" height={140} />
      ) : recommendations.isError ? (
        <Alert severity="error">Recommendations could not be loaded. {errorMessage(recommendations.error) ?? ''}</Alert>
      ) : answer && answer.status === 'ready' && answer.recommendations.length > 0 ? (
        <Stack spacing={1.5}>
          {answer.recommendations.map((r) => (
            <RecommendationCard key={r.paperId} r={r} />
          ))}
        </Stack>
      ) : (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="recommendations-empty">
          <Typography sx={{ fontWeight: 700 }}>{AI_RESEARCH_MESSAGES.noRecommendations}</Typography>
          <Typography variant="body2" color="text.secondary">
            {answer && answer.status !== 'ready' ? WHY[answer.status] : 'Nothing in the catalog is close enough yet.'}
          </Typography>
        </Paper>
      )}
    </Box>
  );
}
