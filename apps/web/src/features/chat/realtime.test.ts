import type { ChatMessage } from '@dating/contracts';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatsQueryOptions, type Chats } from './api/get-chats';
import { conversationKey, type Conversation } from './api/get-conversation';
import { createTypingStore } from './lib/typing';
import { createChatRealtimeHandler } from './realtime';

const card = { id: 7, name: 'Sanne', age: 30, gender: 'female' as const, city: null, country: 'NL', region: null, fictional: false, main_image: null };
const message = (id: number, fromMe = false): ChatMessage => ({
  id,
  from_me: fromMe,
  kind: 'text',
  body: `bericht ${id}`,
  gift: null,
  photo: null,
  created_at: '2026-11-22T02:00:00.000Z',
  read: false,
  held: false,
});
const conversation = (messages: ChatMessage[]): Conversation => ({
  conversation: { id: 3 },
  profile: card,
  messages,
  history_limited: false,
  held_notice: false,
  other_unconfirmed: false,
  free_conversations_left: null,
});
const chats: Chats = { chats: [], totals: { unread_messages: 1, new_likes: 0 } };

describe('chat realtime handler', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = new QueryClient();
  });

  it('appends a pushed message to the open conversation once, whether opened by id or by member', () => {
    queryClient.setQueryData(conversationKey({ id: 3 }), conversation([message(1)]));
    queryClient.setQueryData(conversationKey({ profileId: 7 }), conversation([message(1)]));
    const event = { type: 'message', conversation_id: 3, profile_id: 7, message: message(2) } as const;
    const handle = createChatRealtimeHandler(createTypingStore());
    handle(queryClient, event);
    handle(queryClient, event);
    expect(queryClient.getQueryData<Conversation>(conversationKey({ id: 3 }))?.messages.map((m) => m.id)).toEqual([1, 2]);
    expect(queryClient.getQueryData<Conversation>(conversationKey({ profileId: 7 }))?.messages.map((m) => m.id)).toEqual([1, 2]);
  });

  it('reloads the chats list when a message arrives, and leaves unopened conversations alone', () => {
    queryClient.setQueryData(chatsQueryOptions(1).queryKey, chats);
    createChatRealtimeHandler(createTypingStore())(queryClient, { type: 'message', conversation_id: 9, profile_id: 8, message: message(5) });
    expect(queryClient.getQueryState(chatsQueryOptions(1).queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(conversationKey({ id: 9 }))).toBeUndefined();
  });

  it('puts pushed totals into the chats list', () => {
    queryClient.setQueryData(chatsQueryOptions(1).queryKey, chats);
    createChatRealtimeHandler(createTypingStore())(queryClient, { type: 'totals', unread_messages: 4, new_likes: 2 });
    expect(queryClient.getQueryData<Chats>(chatsQueryOptions(1).queryKey)?.totals).toEqual({ unread_messages: 4, new_likes: 2 });
  });

  it('marks the own messages read when the other side opened the conversation', () => {
    queryClient.setQueryData(conversationKey({ id: 3 }), conversation([message(1, true), message(2)]));
    createChatRealtimeHandler(createTypingStore())(queryClient, { type: 'read', conversation_id: 3, profile_id: 7 });
    const messages = queryClient.getQueryData<Conversation>(conversationKey({ id: 3 }))?.messages;
    expect(messages?.map((m) => m.read)).toEqual([true, false]);
  });

  it('shows typing until their message arrives', () => {
    const typing = createTypingStore();
    createChatRealtimeHandler(typing)(queryClient, { type: 'typing', conversation_id: 3, profile_id: 7 });
    expect(typing.isTyping(3)).toBe(true);
    expect(typing.isTyping(4)).toBe(false);
    createChatRealtimeHandler(typing)(queryClient, { type: 'message', conversation_id: 3, profile_id: 7, message: message(2) });
    expect(typing.isTyping(3)).toBe(false);
  });
});
