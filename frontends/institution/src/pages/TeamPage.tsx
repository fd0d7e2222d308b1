import { Link as RouterLink, useParams } from 'react-router';
import { Button, Container, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useAuth, useMyTeams } from '@scholarlens/common';
import { TeamLibraryList } from '../features/team-library/components/TeamLibraryList';
import { usePageTitle } from '../lib/use-page-title';

/** /team/:teamId (issue #38): a research team's shared library, for its members. */
export default function TeamPage() {
  const { teamId = '' } = useParams();
  const { isAuthenticated, isLoading } = useAuth();
  const team = useMyTeams(isAuthenticated).data?.find((t) => t.id === teamId);
  usePageTitle(team?.name ?? 'Team');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/institution" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Institution Portal
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.7rem', md: '2.1rem' }, overflowWrap: 'anywhere' }}>
        {team?.name ?? 'Team'}
      </Typography>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
        Team library
      </Typography>
      {isLoading ? null : isAuthenticated ? (
        <TeamLibraryList teamId={teamId} />
      ) : (
        <Typography color="text.secondary">Sign in to see your team's library.</Typography>
      )}
    </Container>
  );
}
