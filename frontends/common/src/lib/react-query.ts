import { QueryClient } from '@tanstack/react-query';

/** The query client of the shell (and of a remote run standalone): every query names its own queryFn. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
