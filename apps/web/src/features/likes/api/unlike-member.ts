import { unlikeMember } from '@dating/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { likesQueryKey } from '@/lib/query-keys';

/** Takes a like back (DELETE /api/like.php); a match it made ends too. */
export function useUnlikeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: number) => api.callStrict(unlikeMember, { body: { profile_id: profileId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: likesQueryKey }),
  });
}
