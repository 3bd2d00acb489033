import { logout, removePushSubscription } from '@dating/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { setCurrentUser } from '@/lib/current-member';
import { currentSubscription, setPushState } from '@/lib/push';

/** This browser's pushes were for the member who leaves: removed at the server and in the browser. */
async function forgetPushSubscription(): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  await api.call(removePushSubscription, { body: { endpoint: subscription.endpoint } }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
  setPushState('unknown');
}

/**
 * Forgets everything cached for the member. The site's settings and reference data stay:
 * they do not depend on who is logged in.
 */
export function clearMemberData(queryClient: QueryClient): void {
  // The member first, in place, so everything showing the member updates at once.
  setCurrentUser(queryClient, null);
  const kept = new Set(['user', 'settings', 'companyinfo', 'interests', 'regions']);
  queryClient.removeQueries({ predicate: (query) => !kept.has(String(query.queryKey[0])) });
}

/** Ends the session on the server (GET /api/logout.php) and forgets the member's data. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await forgetPushSubscription();
      return api.call(logout);
    },
    onSettled: () => clearMemberData(queryClient),
  });
}
