import { checkPasswordReset } from '@dating/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Whether a reset link can still be used; asked once per token when the page opens. */
export const passwordResetCheckQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['password-reset', token],
    queryFn: async ({ signal }) => (await api.callStrict(checkPasswordReset, { query: { token }, signal })).valid,
    staleTime: Infinity,
    enabled: token !== '',
  });

export function usePasswordResetCheck(token: string) {
  return useQuery(passwordResetCheckQueryOptions(token));
}
