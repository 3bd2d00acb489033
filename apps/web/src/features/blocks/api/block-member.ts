import { blockMember, type ProfileCard } from '@dating/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { searchQueryKey } from '@/lib/query-keys';
import { refreshAfterBlockChange } from './list-blocked';

interface CachedSearch {
  profiles: ProfileCard[];
  similar: ProfileCard[];
}

/**
 * Blocks a member: both disappear for each other and contact stops. Cached searches drop the
 * member at once, so going back to the results never shows them, even before the refresh.
 */
export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: number) => api.callStrict(blockMember, { body: { profile_id: profileId } }),
    onSuccess: (_result, profileId) => {
      queryClient.setQueriesData<CachedSearch | null>({ queryKey: searchQueryKey }, (old) =>
        old
          ? { ...old, profiles: old.profiles.filter((p) => p.id !== profileId), similar: old.similar.filter((p) => p.id !== profileId) }
          : old,
      );
      void refreshAfterBlockChange(queryClient);
    },
  });
}
