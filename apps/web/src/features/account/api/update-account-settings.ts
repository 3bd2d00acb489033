import { updateAccountSettings, type BodyOf } from '@dating/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { setCurrentUser } from '@/lib/current-member';

export type AccountSettingsInput = BodyOf<typeof updateAccountSettings>;

/** Saves the account switches (invisible mode) and keeps the cached member in step. */
export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountSettingsInput) => api.call(updateAccountSettings, { body }),
    onSuccess: (result) => {
      if (result) setCurrentUser(queryClient, result.user);
    },
  });
}
