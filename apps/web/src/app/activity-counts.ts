import { useUnreadMessages } from '@/features/chat/api/get-chats';
import { useLikes, type Likes } from '@/features/likes/api/get-likes';

/** What the badges and the page title count. */
export interface ActivityCounts {
  unreadMessages: number;
  newLikes: number;
}

/** The counts from the loaded data; anything not loaded (a visitor, still loading) counts as 0. */
export function activityCounts({ likes, unreadMessages = 0 }: { likes: Likes | null | undefined; unreadMessages?: number }): ActivityCounts {
  return { unreadMessages: Math.max(0, unreadMessages), newLikes: Math.max(0, likes?.new_likes ?? 0) };
}

/** Unread messages plus new likes: the "(n)" of the title and the app badge (spec sections 2 and 4). */
export function activityTotal(counts: ActivityCounts): number {
  return counts.unreadMessages + counts.newLikes;
}

/**
 * Unread messages and new likes of the member: new likes from GET /api/likes.php, unread messages
 * from the totals of GET /api/chats.php (both reloaded every 60 s and updated by the socket).
 */
export function useActivityCounts(): ActivityCounts {
  const likes = useLikes();
  const unreadMessages = useUnreadMessages();
  return activityCounts({ likes: likes.data, unreadMessages });
}
