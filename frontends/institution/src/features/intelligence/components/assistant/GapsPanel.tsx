import { Link as RouterLink } from 'react-router';
import { Alert, Box, Chip, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { AiResearchTopic, LiteratureGap } from '@scholarlens/contracts';
import { errorMessage, MathText } from '@scholarlens/common';
import { useLiteratureGaps } from '../../api/assistant';
import { Provenance } from './Provenance';

const IMPACT_COLOUR = { high: 'error', medium: 'warning', low: 'default' } as const;

function GapCard({ gap }: { gap: LiteratureGap }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="assistant-gap">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Chip size="small" variant="outlined" label={gap.gapType} />
        <Chip size="small" color={IMPACT_COLOUR[gap.potentialImpact]} label={`${gap.potentialImpact} impact`} />
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {gap.description}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        Suggested approach: {gap.suggestedApproach || '—'}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
        Experts (authors of the related papers): {gap.expertContacts.length ? gap.expertContacts.join(', ') : '—'}
      </Typography>
      {gap.relatedPapers.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {gap.relatedPapers.map((p) => (
            <li key={p.paperId}>
              <Link component={RouterLink} to={`/paper/${encodeURIComponent(p.paperId)}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <MathText text={p.title} />
              </Link>
            </li>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}

/** Gaps in the topic's literature, written by the AI provider from its top catalog papers (spec inst §3 "Literature gap"). */
export function GapsPanel({ topic }: { topic: AiResearchTopic }) {
  const gaps = useLiteratureGaps(topic);
  if (gaps.isLoading) return <Skeleton variant="rounded" height={140} />;
  if (gaps.isError) return <Alert severity="error">Literature gaps could not be loaded. {errorMessage(gaps.error) ?? ''}</Alert>;
  const answer = gaps.data;
  if (!answer || answer.basedOn.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="assistant-gaps-empty">
        <Typography color="text.secondary">No literature gaps: the catalog has no papers of this topic yet.</Typography>
      </Paper>
    );
  }
  return (
    <Box data-testid="assistant-gaps">
      <Provenance provenance={answer.provenance} basedOn={answer.basedOn} testId="assistant-gaps-provenance" />
      {answer.gaps.length ? (
        <Stack spacing={1.5}>
          {answer.gaps.map((g) => (
            <GapCard key={`${g.gapType}:${g.description}`} gap={g} />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">The provider found no gaps in these papers.</Typography>
      )}
    </Box>
  );
}
