import { QueryClient } from '@tanstack/react-query';

/** The spec's query policy: retry once, 5 minutes fresh, no refetch on window focus. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
