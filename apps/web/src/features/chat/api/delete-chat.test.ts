import { ApiError } from '@dating/api-client';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { removeChatsOptimistically, restoreChats, withoutChats } from './delete-chat';
import { currentToasts } from '@/lib/toast';
import { chatsQueryOptions, type Chats } from './get-chats';

const item = (conversationId: number, profileId: number, unread: number): Chats['chats'][number] => ({
  conversation: { id: conversationId },
  profile: { id: profileId, name: `P${profileId}`, age: null, gender: null, city: null, country: null, region: null, fictional: false, main_image: null },
  num_unread_messages: unread,
  last_message: null,
});
const list: Chats = { chats: [item(1, 10, 2), item(2, 20, 0), item(3, 10, 1)], totals: { unread_messages: 3, new_likes: 1 } };

describe('deleting chats', () => {
  it('removes one conversation, or all with a member, and their unread messages', () => {
    expect(withoutChats(list, { conversationId: 1 }).chats.map((c) => c.conversation.id)).toEqual([2, 3]);
    const byMember = withoutChats(list, { profileId: 10 });
    expect(byMember.chats.map((c) => c.conversation.id)).toEqual([2]);
    expect(byMember.totals).toEqual({ unread_messages: 0, new_likes: 1 });
  });

  it('takes the chat out of the list at once, then on failure alerts and reloads the list', async () => {
    const queryClient = new QueryClient();
    const key = chatsQueryOptions(5).queryKey;
    const queryFn = vi.fn().mockResolvedValue(list);
    await queryClient.prefetchQuery({ queryKey: key, queryFn });
    // An observer keeps the list "shown", so invalidating it reloads it.
    const unsubscribe = new QueryObserver(queryClient, { queryKey: key, queryFn, staleTime: Infinity }).subscribe(() => undefined);
    await removeChatsOptimistically(queryClient, { conversationId: 2 });
    expect(queryClient.getQueryData<Chats>(key)?.chats.map((c) => c.conversation.id)).toEqual([1, 3]);

    const error = new ApiError({ message: 'Er ging iets mis', statusCode: 500, code: 'internal_error' });
    await restoreChats(queryClient, error, 'fallback');
    expect(currentToasts()).toContainEqual(expect.objectContaining({ tone: 'error', text: 'Er ging iets mis' }));
    await vi.waitFor(() => expect(queryClient.getQueryData<Chats>(key)?.chats.map((c) => c.conversation.id)).toEqual([1, 2, 3]));
    unsubscribe();
  });
});
