import { searchMembers, type ResponseOf } from '@dating/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-member';
import { searchQueryKey } from '@/lib/query-keys';
import { toSearchQuery, type SearchState } from '../lib/search-state';

export type SearchResult = ResponseOf<typeof searchMembers>;

/**
 * One page of a member search; the viewer is part of the key (blocks and the own profile change
 * the answer). `null` means the site wants a login first (403 authentication_required).
 */
export const searchQueryOptions = (state: SearchState, viewerId: number | null) =>
  queryOptions({
    queryKey: [...searchQueryKey, viewerId, toSearchQuery(state)],
    queryFn: ({ signal }) => api.call(searchMembers, { query: toSearchQuery(state), signal }),
    placeholderData: keepPreviousData,
  });

/** Searches unless the visitor may not (then no call is made and the page asks to log in). */
export function useSearchMembers(state: SearchState, enabled: boolean) {
  const viewer = useCurrentUser();
  return useQuery({ ...searchQueryOptions(state, viewer?.id ?? null), enabled });
}
