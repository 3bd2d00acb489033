import { userQueryKey } from '@/lib/current-member';
import type { RealtimeHandler } from '@/lib/realtime';
import { photosQueryKey } from './api/get-photos';

/**
 * A moderator approved or rejected one of the member's photos: the photo manager (and the member's
 * main image) load again, so the new status and a rejection's reason show in every open tab.
 */
export const photosRealtimeHandler: RealtimeHandler = (queryClient, event) => {
  if (event.type !== 'photo') return;
  void queryClient.invalidateQueries({ queryKey: photosQueryKey });
  void queryClient.invalidateQueries({ queryKey: userQueryKey });
};
