import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeHandler } from '@/lib/realtime';
import { chatsQueryKey } from './api/get-chats';
import { conversationKey } from './api/get-conversation';
import { appendMessage, markRead, setTotals } from './lib/chat-cache';
import { typingStore, type TypingStore } from './lib/typing';

/** Pushed messages, read receipts, typing and totals: the open conversation, the chats list, the badges. */
export function createChatRealtimeHandler(typing: TypingStore = typingStore): RealtimeHandler {
  return (queryClient: QueryClient, event) => {
    switch (event.type) {
      case 'message': {
        appendMessage(queryClient, event.conversation_id, event.profile_id, event.message);
        if (!event.message.from_me) typing.stop(event.conversation_id);
        // An open conversation is reloaded: opening it is what marks the new message read.
        for (const key of [conversationKey({ id: event.conversation_id }), conversationKey({ profileId: event.profile_id })]) {
          void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'active' });
        }
        void queryClient.invalidateQueries({ queryKey: chatsQueryKey });
        return;
      }
      case 'read':
        markRead(queryClient, event.conversation_id, event.profile_id);
        return;
      case 'typing':
        typing.start(event.conversation_id);
        return;
      case 'totals':
        setTotals(queryClient, { unread_messages: event.unread_messages, new_likes: event.new_likes });
        return;
      default:
        return;
    }
  };
}

export const chatRealtimeHandler = createChatRealtimeHandler();
