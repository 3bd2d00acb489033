import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@dating/api-client';
import { staffQueryKey } from './staff';

/**
 * The api client already retries network errors and 5xx answers, so queries do not retry on top.
 * A call that finds the console session over (expired, idle, revoked) forgets the staff member, and
 * the shell sends the browser to the sign-in page.
 */
export function createQueryClient(): QueryClient {
  const sessionOver = (error: unknown) => {
    if (isApiError(error) && error.code === 'staff_authentication_required') client.setQueryData(staffQueryKey, { staff: null });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: sessionOver }),
    mutationCache: new MutationCache({ onError: sessionOver }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
