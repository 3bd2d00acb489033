import { getInterests } from '@dating/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const interestsQueryOptions = () =>
  queryOptions({
    queryKey: ['interests'],
    queryFn: async ({ signal }) => (await api.callStrict(getInterests, { signal })).interests,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Interest values with their labels in every locale, loaded once and cached (spec section 7). */
export function useInterests() {
  return useQuery(interestsQueryOptions());
}
