import { useLikes, type Likes } from '@/features/likes/api/get-likes';

/** What the badges and the page title count. */
export interface ActivityCounts {
  unreadMessages: number;
  newLikes: number;
}

/** The counts from the loaded data; anything not loaded (a visitor, still loading) counts as 0. */
export function activityCounts({ likes }: { likes: Likes | null | undefined }): ActivityCounts {
  return { unreadMessages: 0, newLikes: Math.max(0, likes?.new_likes ?? 0) };
}

/** Unread messages plus new likes: the "(n)" of the title and the app badge (spec sections 2 and 4). */
export function activityTotal(counts: ActivityCounts): number {
  return counts.unreadMessages + counts.newLikes;
}

/**
 * Unread messages and new likes of the member. New likes come from GET /api/likes.php (reloaded
 * every 60 s); unread messages (GET /api/chats.php totals) come with the chat work and are 0 until then.
 */
export function useActivityCounts(): ActivityCounts {
  const likes = useLikes();
  return activityCounts({ likes: likes.data });
}
