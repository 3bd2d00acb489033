import { userMessage } from '@dating/api-client';
import { deleteChat } from '@dating/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { chatsQueryKey, type Chats } from './get-chats';

/** What to remove: one conversation, or every conversation with a member. */
export type DeleteTarget = { conversationId: number } | { profileId: number };

/** The list without the removed chats; the totals lose their unread messages. */
export function withoutChats(old: Chats, target: DeleteTarget): Chats {
  const removed = (item: Chats['chats'][number]) =>
    'conversationId' in target ? item.conversation.id === target.conversationId : item.profile.id === target.profileId;
  const unreadRemoved = old.chats.filter(removed).reduce((sum, item) => sum + item.num_unread_messages, 0);
  return {
    chats: old.chats.filter((item) => !removed(item)),
    totals: { ...old.totals, unread_messages: Math.max(0, old.totals.unread_messages - unreadRemoved) },
  };
}

/** Takes the chats out of every cached list at once (spec section 4: before the server answers). */
export async function removeChatsOptimistically(queryClient: QueryClient, target: DeleteTarget): Promise<void> {
  await queryClient.cancelQueries({ queryKey: chatsQueryKey });
  queryClient.setQueriesData<Chats | null>({ queryKey: chatsQueryKey }, (old) => (old ? withoutChats(old, target) : old));
}

/** On failure: tell the member what went wrong (a failure toast), then reload the list from the server. */
export function restoreChats(queryClient: QueryClient, error: unknown, fallback: string): Promise<void> {
  showToast(userMessage(error, fallback), 'error');
  return queryClient.invalidateQueries({ queryKey: chatsQueryKey });
}

/** Removes a chat from the own list (DELETE /api/chat.php), by conversation or all with a member. */
export function useDeleteChat(failureText: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: DeleteTarget) =>
      api.callStrict(deleteChat, {
        body: 'conversationId' in target ? { conversation: { id: target.conversationId } } : { profile_id: target.profileId },
      }),
    onMutate: (target) => removeChatsOptimistically(queryClient, target),
    onError: (error) => restoreChats(queryClient, error, failureText),
  });
}
