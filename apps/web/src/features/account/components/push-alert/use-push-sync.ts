import { useEffect } from 'react';
import { useCurrentUser } from '@/lib/current-member';
import { currentSubscription, refreshPushState } from '@/lib/push';
import { savePushSubscriptionCall } from '../../api/save-push-subscription';

/**
 * Reads the push state at start and, for a member whose browser is subscribed, saves the subscription
 * again: the server then has it for this member (another member may have used this browser), and a
 * subscription the push service renewed is the one it keeps.
 */
export function usePushSync(): void {
  const memberId = useCurrentUser()?.id ?? null;
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const state = await refreshPushState();
      if (cancelled || memberId === null || state !== 'subscribed') return;
      const subscription = await currentSubscription().catch(() => null);
      if (subscription && !cancelled) await savePushSubscriptionCall(subscription).catch(() => undefined);
    })();
    return () => {
      cancelled = true;
    };
  }, [memberId]);
}
