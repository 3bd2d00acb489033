import { confirmEmailChange } from '@dating/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * Applies the e-mail change of a mailed link (PUT /api/email-change.php) when its page opens.
 * A query rather than a mutation: the link works once, and a query runs once per token however
 * often the page renders (React's strict mode mounts effects twice), then keeps the answer.
 */
export const confirmEmailChangeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['email-change', token],
    // No abort signal: once sent, the change must be allowed to finish even if the page goes away.
    queryFn: async () => (await api.callStrict(confirmEmailChange, { body: { token } })).email,
    staleTime: Infinity,
    gcTime: Infinity,
    enabled: token !== '',
  });

export function useConfirmEmailChange(token: string) {
  return useQuery(confirmEmailChangeQueryOptions(token));
}
