import { swipe } from '@dating/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { likesQueryKey } from '@/lib/query-keys';

export interface SwipeInput {
  profileId: number;
  action: 'like' | 'pass';
}

/**
 * Likes or passes a card (POST /api/swipe.php). A like reloads the likes: a match then opens the
 * 'New like!' modal. Past the daily limit the server answers 429 swipe_limit_reached.
 */
export function useSwipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, action }: SwipeInput) => api.callStrict(swipe, { body: { profile_id: profileId, action } }),
    onSuccess: (_result, { action }) => {
      if (action === 'like') void queryClient.invalidateQueries({ queryKey: likesQueryKey });
    },
  });
}
