import type { RealtimeHandler } from '@/lib/realtime';
import { likesQueryKey } from '@/lib/query-keys';

/** A pushed like reloads the likes: the badge, the lists and, for a match, the 'New like!' modal. */
export const likesRealtimeHandler: RealtimeHandler = (queryClient, event) => {
  if (event.type === 'like') void queryClient.invalidateQueries({ queryKey: likesQueryKey });
};
