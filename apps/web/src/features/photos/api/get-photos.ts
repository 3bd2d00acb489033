import { listOwnPhotos, type ResponseOf } from '@dating/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { userQueryKey } from '@/lib/current-member';

export type PhotoList = ResponseOf<typeof listOwnPhotos>;

export const photosQueryKey = ['own-photos'] as const;

export const photosQueryOptions = () =>
  queryOptions({
    queryKey: photosQueryKey,
    queryFn: async ({ signal }) => api.callStrict(listOwnPhotos, { signal }),
  });

/** The member's own photos with their moderation status, and how many are allowed. */
export function usePhotos() {
  return useQuery(photosQueryOptions());
}

/** Every photo call answers the new list: keep it, and refresh the member (their main image). */
export function setPhotoList(queryClient: QueryClient, list: PhotoList): void {
  queryClient.setQueryData(photosQueryKey, list);
  void queryClient.invalidateQueries({ queryKey: userQueryKey });
}
