import { getGifts, type ResponseOf } from '@dating/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type Gift = ResponseOf<typeof getGifts>['gifts'][number];

/** The gift catalogue with prices in credits; it hardly changes. */
export const giftsQueryOptions = () =>
  queryOptions({
    queryKey: ['gifts'],
    queryFn: async ({ signal }) => (await api.callStrict(getGifts, { signal })).gifts,
    staleTime: 10 * 60_000,
  });

export function useGifts(enabled = true) {
  return useQuery({ ...giftsQueryOptions(), enabled });
}
