import { useEffect } from 'react';
import { useCurrentUser } from '@/lib/current-member';
import { currentSubscription, refreshPushState } from '@/lib/push';
import { savePushSubscriptionCall } from '../../api/save-push-subscription';

/**
 * Reads the push state at start and, for a member whose browser is subscribed, saves the subscription
 * again: the server then has it for this member (another member may have used this browser), and a
 * subscription the push service renewed is the one it keeps. A device the member removed from the list
 * on the notifications page (maybe on another device) is not added back: the browser unsubscribes.
 */
export function usePushSync(): void {
  const memberId = useCurrentUser()?.id ?? null;
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const state = await refreshPushState();
      if (cancelled || memberId === null || state !== 'subscribed') return;
      const subscription = await currentSubscription().catch(() => null);
      if (!subscription || cancelled) return;
      const saved = await savePushSubscriptionCall(subscription, { renew: true }).catch(() => true);
      if (!saved && !cancelled) {
        await subscription.unsubscribe().catch(() => false);
        await refreshPushState();
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [memberId]);
}
