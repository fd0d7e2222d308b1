import { Component, Suspense, use, useState, type ErrorInfo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, AlertTitle, Box, Button, CircularProgress, Container, Stack } from '@mui/material';
import { MESSAGES, type RemoteName } from '@scholarlens/contracts';
import { ComingSoonPage } from '@scholarlens/common';
import { hasFailed, loadRemoteRoutes, resetRemote } from './loader';

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return <RemoteUnavailable onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}

function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Alert
        severity="warning"
        variant="outlined"
        data-testid="remote-unavailable"
        sx={{ bgcolor: 'background.paper', alignItems: 'flex-start' }}
      >
        <AlertTitle sx={{ fontWeight: 700 }}>{MESSAGES.remoteUnavailable}</AlertTitle>
        The rest of ScholarLens still works. Check your connection and try again.
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" size="small" onClick={onRetry}>
            Retry
          </Button>
          <Button size="small" component={RouterLink} to="/">
            Go to Feed
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}

function Loading() {
  return (
    <Box role="status" aria-label="Loading" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress />
    </Box>
  );
}

function RemotePage({ remote, path, title }: { remote: RemoteName; path: string; title: string }) {
  const routes = use(loadRemoteRoutes(remote));
  const Page = routes[path];
  if (!Page) return <ComingSoonPage title={title} />;
  return <Page />;
}

/** Renders the page a remote exposes for `path`, isolated by an error boundary. */
export function RemoteRoute({ remote, path, title }: { remote: RemoteName; path: string; title: string }) {
  const [attempt, setAttempt] = useState(() => {
    // Coming back to a route whose remote failed earlier: try again automatically.
    if (hasFailed(remote)) resetRemote(remote);
    return 0;
  });
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={remote}
      onRetry={() => {
        resetRemote(remote);
        setAttempt((a) => a + 1);
      }}
    >
      <Suspense fallback={<Loading />}>
        <RemotePage remote={remote} path={path} title={title} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
