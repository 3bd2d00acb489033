import { listBlocked } from '@dating/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { memberQueryKey } from '@/lib/member-profile';
import { searchQueryKey } from '@/lib/query-keys';

export const blockedQueryKey = ['blocked'] as const;

export const blockedQueryOptions = () =>
  queryOptions({
    queryKey: blockedQueryKey,
    queryFn: async ({ signal }) => (await api.callStrict(listBlocked, { signal })).profiles,
  });

/** The members this member blocked (GET /api/blocks.php). */
export function useBlockedMembers() {
  return useQuery(blockedQueryOptions());
}

/** After a block or unblock: search, profiles and the blocked list all change. */
export function refreshAfterBlockChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [blockedQueryKey, searchQueryKey, memberQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
