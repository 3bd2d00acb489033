// The first element of cache keys that one feature reloads or edits for another: a like from the
// swipe game reloads the likes, a block drops the member from cached searches. The feature that
// owns the query adds the rest of its key (viewer, filters) after these.

/** Member searches: ['search', viewerId, query]. */
export const searchQueryKey = ['search'] as const;

/** The member's likes: ['likes', viewerId]. */
export const likesQueryKey = ['likes'] as const;

/** The member's conversations and their unread totals: ['chats', viewerId]. */
export const chatsQueryKey = ['chats'] as const;
