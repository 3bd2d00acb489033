import { getOwnProfile } from '@dating/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const ownProfileQueryKey = ['own-profile'] as const;

export const ownProfileQueryOptions = () =>
  queryOptions({
    queryKey: ownProfileQueryKey,
    queryFn: async ({ signal }) => (await api.callStrict(getOwnProfile, { signal })).profile,
  });

/** The member's own profile with every field (GET /api/profile.php). */
export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions());
}
