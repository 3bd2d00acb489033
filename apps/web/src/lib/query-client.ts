import { QueryClient } from '@tanstack/react-query';

/**
 * The api client already retries network errors and 5xx answers five times, so queries and
 * mutations do not retry again on top of that.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
