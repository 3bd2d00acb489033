import { savePushSubscription, type PushSubscriptionBody } from '@dating/contracts';
import { api } from '@/lib/api';

/**
 * Saves this browser's push subscription for the member (POST /api/user.php?push=1). `renew`: the save at
 * start, which the server refuses for a device the member removed; answers whether it was saved.
 */
export async function savePushSubscriptionCall(subscription: PushSubscription, options: { renew?: boolean } = {}): Promise<boolean> {
  const body = { ...(subscription.toJSON() as PushSubscriptionBody), ...(options.renew && { renew: true }) };
  return (await api.callStrict(savePushSubscription, { body })).saved;
}
