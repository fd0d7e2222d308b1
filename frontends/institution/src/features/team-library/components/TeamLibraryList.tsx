import { Link as RouterLink } from 'react-router';
import { Alert, Avatar, Box, Chip, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { errorMessage, MathText, useTeamLibrary } from '@scholarlens/common';
import { TEAM_LIBRARY_MESSAGES, type TeamLibraryPaper } from '@scholarlens/contracts';
import { formatDate } from '../../../lib/figures';

function Entry({ paper, compact }: { paper: TeamLibraryPaper; compact: boolean }) {
  return (
    <Box component="li" sx={{ listStyle: 'none', py: compact ? 0.5 : 1.5 }} data-testid="library-paper">
      <Link component={RouterLink} to={`/paper/${encodeURIComponent(paper.paperId)}`} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        <MathText text={paper.title} />
      </Link>
      {!compact && paper.note && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="library-note">
          {paper.note}
        </Typography>
      )}
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
        {!compact && (
          <Avatar src={paper.addedBy.avatar ?? undefined} alt="" sx={{ width: 20, height: 20, fontSize: 11 }}>
            {paper.addedBy.name.slice(0, 1)}
          </Avatar>
        )}
        <Typography variant="caption" color="text.secondary">
          Added by {paper.addedBy.name} · {formatDate(paper.addedAt)}
        </Typography>
        {!compact && <Chip size="small" variant="outlined" label={paper.source === 'chat' ? 'From the team chat' : 'From its paper page'} />}
      </Stack>
    </Box>
  );
}

/** A team's shared library, newest first; `limit` shows the newest few (the teams tab's cards). */
export function TeamLibraryList({ teamId, limit }: { teamId: string; limit?: number }) {
  const library = useTeamLibrary(teamId);
  if (library.isLoading) return <Skeleton variant="rounded" height={limit ? 40 : 120} />;
  if (library.isError) return <Alert severity="error">{errorMessage(library.error) ?? 'The team library could not be loaded.'}</Alert>;
  const papers = library.data ?? [];
  if (papers.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="library-empty">
        {TEAM_LIBRARY_MESSAGES.empty}
      </Typography>
    );
  }
  const shown = limit ? papers.slice(0, limit) : papers;
  const list = (
    <Box component="ul" sx={{ m: 0, p: 0 }}>
      {shown.map((p) => (
        <Entry key={p.paperId} paper={p} compact={limit !== undefined} />
      ))}
    </Box>
  );
  return limit ? (
    <Box data-testid="team-library">
      <Typography variant="caption" color="text.secondary">
        {papers.length} {papers.length === 1 ? 'paper' : 'papers'} in the team library
      </Typography>
      {list}
    </Box>
  ) : (
    <Paper variant="outlined" sx={{ px: 2, py: 0.5 }} data-testid="team-library">
      {list}
    </Paper>
  );
}
