import { Navigate } from 'react-router';
import { Box, Button, CircularProgress, Container, Paper, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { API } from '@scholarlens/contracts';
import { titleOf, useAuth } from '@scholarlens/common';
import { usePageTitle } from '../lib/use-page-title';

/**
 * /institutional (spec inst §2). Signed out: 'Authentication Required' with Log In (/api/login).
 * Signed in, the spec's dashboard is hard-coded sample figures; ScholarLens shows no made-up
 * figure, so the route opens the institution portal, which holds the institution's real ones.
 */
export default function InstitutionalDashboardPage() {
  usePageTitle(titleOf('/institutional'));
  const { user, isLoading } = useAuth();
  if (user) return <Navigate to="/institution" replace />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {isLoading ? (
        <Box role="status" aria-label="Loading" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress />
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', maxWidth: 560, mx: 'auto' }} data-testid="institutional-auth">
          <LockOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, my: 1 }}>
            Authentication Required
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Log in to open your institution's portal.
          </Typography>
          <Button variant="contained" href={API.login}>
            Log In
          </Button>
        </Paper>
      )}
    </Container>
  );
}
