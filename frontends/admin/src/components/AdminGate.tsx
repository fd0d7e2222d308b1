import { Alert, Box, Button, CircularProgress, Container, Typography } from '@mui/material';
import { signInPath } from '@scholarlens/contracts';
import { useAuth } from '@scholarlens/common';
import type { ReactNode } from 'react';

/**
 * Every admin page: the spec title as h1, then the page for admins, a sign-in prompt for
 * anonymous visitors and a clear "admins only" state for other users (the API refuses them too).
 */
export function AdminGate({ title, children }: { title: string; children: ReactNode }) {
  const { user, isLoading, isAdmin } = useAuth();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box component="section" aria-labelledby="page-title">
        <Typography id="page-title" variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {title}
        </Typography>
        {isLoading ? (
          <CircularProgress aria-label="Loading" />
        ) : !user ? (
          <Alert severity="info" data-testid="admin-sign-in" action={<Button color="inherit" href={signInPath(window.location.pathname + window.location.search)}>Sign In</Button>}>
            Sign in with an admin account to use the admin console.
          </Alert>
        ) : !isAdmin ? (
          <Alert severity="warning" data-testid="admins-only">
            Admins only: your account ({user.name}) does not have access to the admin console.
          </Alert>
        ) : (
          children
        )}
      </Box>
    </Container>
  );
}
