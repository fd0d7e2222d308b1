import { Alert, Box, Paper, Skeleton, Typography } from '@mui/material';
import { AI_RESEARCH_EMPTY, type AiResearchTopic } from '@scholarlens/contracts';
import { errorMessage } from '@scholarlens/common';
import { useFieldSummary } from '../../api/assistant';
import { Provenance } from './Provenance';

function Section({ title, items }: { title: string; items: string[] }) {
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {items.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {items.map((i) => (
            <Typography key={i} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {i}
            </Typography>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          — (the papers' abstracts state none)
        </Typography>
      )}
    </Box>
  );
}

/** The field summary (spec inst §3), written by the AI provider from the topic's top catalog papers, labelled with it. */
export function SummaryPanel({ topic }: { topic: AiResearchTopic }) {
  const summary = useFieldSummary(topic);
  if (summary.isLoading) return <Skeleton variant="rounded" height={180} />;
  if (summary.isError) return <Alert severity="error">The summary could not be loaded. {errorMessage(summary.error) ?? ''}</Alert>;
  const answer = summary.data;
  if (!answer?.summary) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="assistant-summary-empty">
        <Typography sx={{ fontWeight: 700 }}>{AI_RESEARCH_EMPTY.summary}</Typography>
        <Typography variant="body2" color="text.secondary">
          The catalog has no papers of this topic to summarise yet.
        </Typography>
      </Paper>
    );
  }
  const s = answer.summary;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="assistant-summary">
      <Provenance provenance={answer.provenance} basedOn={answer.basedOn} testId="assistant-summary-provenance" />
      <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
        {s.overview}
      </Typography>
      <Section title="Key findings" items={s.keyFindings} />
      <Section title="Methodologies" items={s.methodologies} />
      <Section title="Future directions" items={s.futureDirections} />
      <Section title="Recommendations" items={s.recommendations} />
    </Paper>
  );
}
