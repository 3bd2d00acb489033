import { getLikes, type ResponseOf } from '@dating/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-member';
import { usePeriodicRefresh } from '@/lib/periodic-refresh';
import { likesQueryKey } from '@/lib/query-keys';

export type Likes = ResponseOf<typeof getLikes>;

/** Likes given, received (with like_new) and mutual, and the matches not shown yet. */
export const likesQueryOptions = (viewerId: number | null) =>
  queryOptions({
    queryKey: [...likesQueryKey, viewerId],
    queryFn: ({ signal }) => api.call(getLikes, { signal }),
  });

/** The member's likes; nothing is asked for a visitor (data stays undefined). */
export function useLikes() {
  const viewer = useCurrentUser();
  return useQuery({ ...likesQueryOptions(viewer?.id ?? null), enabled: viewer !== null });
}

/** Reloaded like the user and the chats (spec section 9): 5 s after load, then every 60 s. */
export const LIKES_REFRESH_DELAY_MS = 5_000;
export const LIKES_REFRESH_INTERVAL_MS = 60_000;

/** Keeps the likes (and with them the badge, title and match modal) fresh; once, in the shell. */
export function useLikesRefresh(): void {
  usePeriodicRefresh(likesQueryKey, LIKES_REFRESH_DELAY_MS, LIKES_REFRESH_INTERVAL_MS);
}

/**
 * Opening a profile clears the new-like flag of that member's like on the server (member.php):
 * do the same in the cache at once, so the badge and the title drop without waiting for a reload.
 */
export function useSeenLike(profileId: number | undefined): void {
  const queryClient = useQueryClient();
  const viewer = useCurrentUser();
  const viewerId = viewer?.id ?? null;
  useEffect(() => {
    if (profileId === undefined || viewerId === null) return;
    queryClient.setQueryData<Likes | null>(likesQueryOptions(viewerId).queryKey, (old) => {
      if (!old || !old.liked_by.some((like) => like.id === profileId && like.like_new)) return old;
      const likedBy = old.liked_by.map((like) => (like.id === profileId ? { ...like, like_new: false } : like));
      return { ...old, liked_by: likedBy, new_likes: likedBy.filter((like) => like.like_new).length };
    });
  }, [queryClient, profileId, viewerId]);
}
