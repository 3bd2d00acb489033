import { unblockMember } from '@dating/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { refreshAfterBlockChange } from './list-blocked';

/** Lifts a block. */
export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: number) => api.callStrict(unblockMember, { body: { profile_id: profileId } }),
    onSuccess: () => refreshAfterBlockChange(queryClient),
  });
}
