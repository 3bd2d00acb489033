/** What the badges and the page title count. */
export interface ActivityCounts {
  unreadMessages: number;
  newLikes: number;
}

/**
 * Unread messages and new likes of the member. Their sources (GET /api/chats.php totals and
 * GET /api/likes.php) come with the chat and likes work; until then both counts are 0, which the
 * badges and the title show as nothing.
 */
export function useActivityCounts(): ActivityCounts {
  return { unreadMessages: 0, newLikes: 0 };
}
