import { getChats, type ResponseOf } from '@dating/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-member';
import { usePeriodicRefresh } from '@/lib/periodic-refresh';
import { useRefreshInterval } from '@/lib/push';
import { chatsQueryKey } from '@/lib/query-keys';

export type Chats = ResponseOf<typeof getChats>;
export type ChatItem = Chats['chats'][number];

export { chatsQueryKey };

/** The conversation list with unread counts, and the totals for the badges. */
export const chatsQueryOptions = (viewerId: number | null) =>
  queryOptions({
    queryKey: [...chatsQueryKey, viewerId],
    queryFn: ({ signal }) => api.call(getChats, { signal }),
  });

/** The member's chats; nothing is asked for a visitor (data stays undefined). */
export function useChats() {
  const viewer = useCurrentUser();
  return useQuery({ ...chatsQueryOptions(viewer?.id ?? null), enabled: viewer !== null });
}

/** Unread messages of the member (totals of chats.php), 0 while unknown or for a visitor. */
export function useUnreadMessages(): number {
  return Math.max(0, useChats().data?.totals.unread_messages ?? 0);
}

/**
 * Reloaded like the user (spec section 9): 5 s after load, then every 60 s, or every 300 s once push
 * notifications are subscribed.
 */
export const CHATS_REFRESH_DELAY_MS = 5_000;

/** Keeps the chats (and with them the unread badge) fresh; once, in the shell. */
export function useChatsRefresh(): void {
  usePeriodicRefresh(chatsQueryKey, CHATS_REFRESH_DELAY_MS, useRefreshInterval());
}
