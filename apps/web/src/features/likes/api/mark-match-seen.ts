import { markMatchSeen } from '@dating/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { likesQueryKey } from '@/lib/query-keys';
import type { Likes } from './get-likes';

/**
 * Tells the server the member was shown a match (PUT /api/like.php, match_seen). The match leaves
 * unseen_matches in the cache at once, so the modal closes and does not come back on a reload.
 */
export function useMarkMatchSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: number) => api.callStrict(markMatchSeen, { body: { profile_id: profileId, match_seen: true } }),
    onMutate: (profileId) => {
      queryClient.setQueriesData<Likes | null>({ queryKey: likesQueryKey }, (old) =>
        old ? { ...old, unseen_matches: old.unseen_matches.filter((match) => match.id !== profileId) } : old,
      );
    },
    // Failed: the server still counts it as unseen; the next reload shows it again, which is honest.
    onError: () => queryClient.invalidateQueries({ queryKey: likesQueryKey }),
  });
}
