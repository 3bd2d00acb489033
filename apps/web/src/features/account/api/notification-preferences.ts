import { getNotificationPreferences, putNotificationPreferences, type NotificationPreference } from '@dating/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const KEY = ['notification-preferences'] as const;

/** The member's choice for each notification type, e-mail and push, and why mail may be stopped. */
export function useNotificationPreferences() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.callStrict(getNotificationPreferences, { signal }) });
}

/** Saves one type's choice; the page shows the server's answer. */
export function useSaveNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: NotificationPreference) => api.callStrict(putNotificationPreferences, { body: { preferences: [choice] } }),
    onSuccess: (result) => queryClient.setQueryData(KEY, result),
  });
}
