import { enableNotifications } from '@dating/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { setCurrentUser } from '@/lib/current-member';

/** "Mail me again" after mail was stopped by a bounce, a spam report or an unsubscribe. */
export function useEnableNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(enableNotifications, { body: {} }),
    onSuccess: (result) => {
      if (result) setCurrentUser(queryClient, result.user);
    },
  });
}
