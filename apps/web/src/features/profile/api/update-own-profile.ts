import { updateOwnProfile, type ProfileUpdate } from '@dating/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { userQueryKey } from '@/lib/current-member';
import { ownProfileQueryKey } from './get-own-profile';

/** Saves the changed fields of the own profile; the cached profile and member follow. */
export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileUpdate) => (await api.callStrict(updateOwnProfile, { body })).profile,
    onSuccess: (profile) => {
      queryClient.setQueryData(ownProfileQueryKey, profile);
      // Name, country and gender also live on the member (navigation, search defaults).
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
