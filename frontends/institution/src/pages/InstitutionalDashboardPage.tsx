import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Container, Paper, Skeleton, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { API } from '@scholarlens/contracts';
import { errorMessage, titleOf, useAuth } from '@scholarlens/common';
import { useContractRoi } from '../features/contracts/api/contracts';
import { useInstitution, useInstitutionTeams, useInstitutionUsage } from '../features/institution/api/institution';
import { InviteUserDialog } from '../features/institution/components/InviteUserDialog';
import { NoInstitution } from '../features/institution/components/PortalStates';
import { InstitutionalDashboard } from '../features/intelligence/components/dashboard/InstitutionalDashboard';
import { usePageTitle } from '../lib/use-page-title';

/** /institutional (spec inst §2). Signed out: 'Authentication Required' with Log In (/api/login). Signed in: the dashboard of the caller's institution. */
export default function InstitutionalDashboardPage() {
  usePageTitle(titleOf('/institutional'));
  const { user, isLoading } = useAuth();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {isLoading ? (
        <Box role="status" aria-label="Loading" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress />
        </Box>
      ) : user ? (
        <SignedInDashboard email={user.email} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', maxWidth: 560, mx: 'auto' }} data-testid="institutional-auth">
          <LockOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, my: 1 }}>
            Authentication Required
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Log in to open your institution's research portal.
          </Typography>
          <Button variant="contained" href={API.login}>
            Log In
          </Button>
        </Paper>
      )}
    </Container>
  );
}

function SignedInDashboard({ email }: { email: string }) {
  const institution = useInstitution(true);
  const member = Boolean(institution.data);
  const usage = useInstitutionUsage(member);
  const teams = useInstitutionTeams(member);
  const roi = useContractRoi(member);
  const [inviting, setInviting] = useState(false);
  if (institution.isLoading) {
    return (
      <Box data-testid="institutional-loading">
        <Skeleton width="50%" height={48} />
        <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
      </Box>
    );
  }
  if (institution.isError) {
    return (
      <Alert severity="error">Your institution could not be loaded right now. {errorMessage(institution.error) ?? 'Try again in a moment.'}</Alert>
    );
  }
  if (!institution.data) return <NoInstitution email={email} />;
  return (
    <>
      <InstitutionalDashboard
        institution={institution.data}
        usage={{ data: usage.data, loading: usage.isLoading }}
        teams={{ data: teams.data, loading: teams.isLoading, error: teams.isError ? (errorMessage(teams.error) ?? 'Research teams could not be loaded.') : null }}
        roi={{ data: roi.data, loading: roi.isLoading }}
        onAddResearchers={institution.data.myRole === 'admin' ? () => setInviting(true) : undefined}
      />
      <InviteUserDialog open={inviting} onClose={() => setInviting(false)} />
    </>
  );
}
