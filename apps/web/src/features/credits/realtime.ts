import type { CurrentUser } from '@dating/contracts';
import { userQueryKey } from '@/lib/current-member';
import type { RealtimeHandler } from '@/lib/realtime';

/**
 * A payment applied (in this tab or another, or by the provider's webhook while the member waits):
 * the balance and premium in every open tab, so the navigation switches to Credits with its badge.
 */
export const creditsRealtimeHandler: RealtimeHandler = (queryClient, event) => {
  if (event.type !== 'balance') return;
  queryClient.setQueryData<CurrentUser | null>(userQueryKey, (old) => (old ? { ...old, credits: event.credits, paid_user: event.premium } : old));
};
