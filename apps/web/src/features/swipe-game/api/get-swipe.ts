import { getSwipe, type ResponseOf } from '@dating/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-member';

export type SwipeState = ResponseOf<typeof getSwipe>;

export const swipeQueryKey = ['swipe'] as const;

/** Cards for the swipe game and the likes left today (GET /api/swipe.php). */
export const swipeQueryOptions = (viewerId: number | null) =>
  queryOptions({
    queryKey: [...swipeQueryKey, viewerId],
    queryFn: ({ signal }) => api.call(getSwipe, { signal }),
    // The game keeps its own place in the cards; a background reload would shuffle them.
    staleTime: Infinity,
  });

export function useSwipeState() {
  const viewer = useCurrentUser();
  return useQuery({ ...swipeQueryOptions(viewer?.id ?? null), enabled: viewer !== null });
}
