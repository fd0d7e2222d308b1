import { Box, Button, CircularProgress, Container, Paper, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { titleOf, useAuth } from '@scholarlens/common';
import { AUTH } from '@scholarlens/contracts';
import { PartnershipsView } from '../features/partnerships/components/PartnershipsView';
import { usePageTitle } from '../lib/use-page-title';

/** /partnerships — partnership outreach (spec inst §2), for ScholarLens staff: the console's admins. */
export default function PartnershipsPage() {
  const title = titleOf('/partnerships');
  usePageTitle(title);
  const { user, isLoading } = useAuth();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {isLoading ? (
        <Box role="status" aria-label="Loading" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress />
        </Box>
      ) : user?.role === 'admin' ? (
        <PartnershipsView title={title} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', maxWidth: 560, mx: 'auto' }} data-testid="partnerships-refused">
          <LockOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, my: 1 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {user ? 'Admins only: partnership outreach is for ScholarLens staff.' : 'Sign in with a ScholarLens staff account to plan partnership outreach.'}
          </Typography>
          {user ? null : (
            <Button variant="contained" href={AUTH.signIn}>
              Sign In
            </Button>
          )}
        </Paper>
      )}
    </Container>
  );
}
