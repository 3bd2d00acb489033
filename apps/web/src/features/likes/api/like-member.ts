import { likeMember } from '@dating/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { likesQueryKey } from '@/lib/query-keys';

/**
 * Likes a member (POST /api/like.php); answers whether it made a match. It stays pending until
 * the likes are reloaded, so the button, the lists and a new match (the modal) change together.
 */
export function useLikeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: number) => api.callStrict(likeMember, { body: { profile_id: profileId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: likesQueryKey }),
  });
}
