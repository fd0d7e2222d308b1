import { Suspense, type ReactNode } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider, Container, Stack, Button } from '@mui/material';
import { createQueryClient } from '../lib/react-query';
import { ToastProvider } from '../toast';
import { theme } from '../theme';
import type { RoutesMap } from '../routes';

const client = createQueryClient();

/** Tiny host used by `npm run dev -w frontends/<remote>` to render a remote's pages standalone. */
export function StandaloneApp({ routes, banner }: { routes: RoutesMap; banner?: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>
          <BrowserRouter>
            <Container maxWidth="lg" sx={{ pt: 2 }}>
              {banner}
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                {Object.keys(routes).map((p) => (
                  <Button key={p} size="small" component={Link} to={p.replace(':id', '1')}>
                    {p}
                  </Button>
                ))}
              </Stack>
            </Container>
            <Suspense fallback={null}>
              <Routes>
                {Object.entries(routes).map(([path, Page]) => (
                  <Route key={path} path={path} element={<Page />} />
                ))}
              </Routes>
            </Suspense>
          </BrowserRouter>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
