import { likesQueryKey } from '@/lib/query-keys';
import type { RealtimeHandler } from '@/lib/realtime';

/** A pushed like reloads the likes: the badge, the lists and, for a match, the 'New like!' modal. */
export const likesRealtimeHandler: RealtimeHandler = (queryClient, event) => {
  if (event.type === 'like') void queryClient.invalidateQueries({ queryKey: likesQueryKey });
};
