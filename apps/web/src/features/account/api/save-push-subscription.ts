import { savePushSubscription, type PushSubscriptionBody } from '@dating/contracts';
import { api } from '@/lib/api';

/** Saves this browser's push subscription for the member (POST /api/user.php?push=1). */
export function savePushSubscriptionCall(subscription: PushSubscription): Promise<unknown> {
  return api.callStrict(savePushSubscription, { body: subscription.toJSON() as PushSubscriptionBody });
}
