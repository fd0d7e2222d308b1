import { CacheProvider } from '@emotion/react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { Box, CssBaseline, ThemeProvider } from '@mui/material';
import { ROUTES } from '@scholarlens/contracts';
import { createQueryClient, theme, ToastProvider } from '@scholarlens/common';
import { Header } from './components/Header';
import { BottomTabBar } from './components/BottomTabBar';
import { Toaster } from './components/Toaster';
import { NotFoundPage } from './components/NotFoundPage';
import { PricingProvider } from './pricing/PricingContext';
import { RemoteRoute } from './remotes/RemoteRoute';
import { createStyleCache } from './style-cache';

const queryClient = createQueryClient();
const styleCache = createStyleCache();

export function App() {
  return (
    <CacheProvider value={styleCache}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ToastProvider>
            <BrowserRouter>
              <PricingProvider>
                <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
                  <Header />
                  <Box component="main" sx={{ flex: 1, pb: { xs: 10, md: 4 } }}>
                    <Routes>
                      {ROUTES.map((r) => (
                        <Route
                          key={r.path}
                          path={r.path}
                          element={<RemoteRoute key={r.path} remote={r.remote} path={r.path} title={r.title} />}
                        />
                      ))}
                      <Route path="*" element={<NotFoundPage />} />
                    </Routes>
                  </Box>
                  <BottomTabBar />
                </Box>
                <Toaster />
              </PricingProvider>
            </BrowserRouter>
          </ToastProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
}
