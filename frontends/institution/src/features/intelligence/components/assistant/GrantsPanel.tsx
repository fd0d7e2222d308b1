import { Alert, Box, Chip, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { type AiResearchTopic, formatUsd, type Grant, GRANT_MATCH_GREEN_FROM, grantDeadlineText } from '@scholarlens/contracts';
import { errorMessage } from '@scholarlens/common';
import { useGrants } from '../../api/assistant';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');

function GrantCard({ grant }: { grant: Grant }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="assistant-grant">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Chip size="small" color={grant.matchScore >= GRANT_MATCH_GREEN_FROM ? 'success' : 'default'} label={`${grant.matchScore}% match`} data-testid="assistant-grant-match" />
        <Chip size="small" variant="outlined" label={grant.agency} />
        <Typography variant="caption" color="text.secondary">
          {grant.deadline ? grantDeadlineText(grant.deadline) : 'No application deadline (an awarded project)'}
        </Typography>
      </Stack>
      {grant.url ? (
        <Link href={grant.url} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {grant.title}
        </Link>
      ) : (
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{grant.title}</Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {grant.amount === null ? 'Amount —' : formatUsd(grant.amount)} · {grant.organization ?? '—'} · PI {grant.principalInvestigator ?? '—'} · FY {grant.fiscalYear ?? '—'} · {day(grant.projectStart)} to{' '}
        {day(grant.projectEnd)} · {grant.id}
      </Typography>
      {grant.researchAreas.length ? (
        <Typography variant="caption" color="text.secondary">
          Areas: {grant.researchAreas.join(', ')}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** Grants on the topic from the configured source (spec inst §3 "Grant"), or why there are none: never invented ones. */
export function GrantsPanel({ topic }: { topic: AiResearchTopic }) {
  const grants = useGrants(topic);
  if (grants.isLoading) return <Skeleton variant="rounded" height={140} />;
  if (grants.isError) return <Alert severity="error">Grants could not be loaded. {errorMessage(grants.error) ?? ''}</Alert>;
  const answer = grants.data;
  if (!answer || answer.status === 'not-configured') {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="assistant-grants-not-configured">
        <Typography sx={{ fontWeight: 700 }}>No grant source is configured</Typography>
        <Typography variant="body2" color="text.secondary">
          Grants come from a real register (NIH RePORTER when {answer?.variable ?? 'GRANTS_SOURCE'}=nih-reporter is set on the server). None is set, so no grants are shown.
        </Typography>
      </Paper>
    );
  }
  return (
    <Box data-testid="assistant-grants">
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
        {answer.total ?? 0} projects in {answer.source?.name} name this topic; the {answer.grants.length} best matches, match = the share of the topic's terms a project names.
      </Typography>
      {answer.grants.length ? (
        <Stack spacing={1.5}>
          {answer.grants.map((g) => (
            <GrantCard key={g.id} grant={g} />
          ))}
        </Stack>
      ) : (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="assistant-grants-empty">
          <Typography color="text.secondary">{answer.source?.name} has no projects on this topic.</Typography>
        </Paper>
      )}
    </Box>
  );
}
