import { autoLike } from '@dating/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-member';
import { likesQueryKey } from '@/lib/query-keys';

/** The spec's delay between an auto-like and reloading the likes (section 7). */
export const AUTO_LIKE_RELOAD_DELAY_MS = 500;

/**
 * GET /api/auto-like.php: a fitting chat-pal profile may like the member (the server allows one a
 * day). Asked once per page load and member: the answer is never stale and lives until logout.
 */
export const autoLikeQueryOptions = (viewerId: number) =>
  queryOptions({
    queryKey: ['auto-like', viewerId],
    queryFn: ({ signal }) => api.call(autoLike, { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Runs the auto-like when `enabled` (the members area); a new like shows up 500 ms later. */
export function useAutoLike(enabled: boolean): void {
  const viewer = useCurrentUser();
  const queryClient = useQueryClient();
  const result = useQuery({ ...autoLikeQueryOptions(viewer?.id ?? 0), enabled: enabled && viewer !== null });
  const likedBy = result.data?.profile?.id;
  useEffect(() => {
    if (likedBy === undefined) return;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: likesQueryKey }), AUTO_LIKE_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [likedBy, queryClient]);
}
