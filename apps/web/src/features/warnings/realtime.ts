import type { RealtimeHandler } from '@/lib/realtime';
import { warningsQueryKey } from './warnings-query-key';

/**
 * A moderator warned the member (decision 060): the warnings load again, so the warning dialog opens in
 * every open tab at once instead of on the next page load.
 */
export const warningsRealtimeHandler: RealtimeHandler = (queryClient, event) => {
  if (event.type !== 'warning') return;
  void queryClient.invalidateQueries({ queryKey: warningsQueryKey });
};
