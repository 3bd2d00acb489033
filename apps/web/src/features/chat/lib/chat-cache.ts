import type { ChatMessage, CurrentUser } from '@dating/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/lib/current-member';
import { chatsQueryKey, type Chats } from '../api/get-chats';
import { conversationKey, type Conversation } from '../api/get-conversation';

/** The conversation with the message added at the end, once (a push may repeat what a send already added). */
export function withMessage(old: Conversation, conversationId: number, message: ChatMessage): Conversation {
  if (old.messages.some((m) => m.id === message.id)) return old;
  // Once the conversation exists, starting it is behind the member: nothing extra is due any more.
  return { ...old, conversation: old.conversation ?? { id: conversationId }, free_conversations_left: null, messages: [...old.messages, message] };
}

/**
 * Adds a message to the open conversation, whether it was opened by its id or with the member
 * (by profile id); conversations not in the cache are left alone (they load fresh when opened).
 */
export function appendMessage(queryClient: QueryClient, conversationId: number, profileId: number, message: ChatMessage): void {
  for (const key of [conversationKey({ id: conversationId }), conversationKey({ profileId })]) {
    queryClient.setQueryData<Conversation>(key, (old) => (old ? withMessage(old, conversationId, message) : old));
  }
}

/** Marks the own messages of a conversation read (the other side opened it). */
export function markRead(queryClient: QueryClient, conversationId: number, profileId: number): void {
  for (const key of [conversationKey({ id: conversationId }), conversationKey({ profileId })]) {
    queryClient.setQueryData<Conversation>(key, (old) =>
      old ? { ...old, messages: old.messages.map((m) => (m.from_me && !m.read ? { ...m, read: true } : m)) } : old,
    );
  }
}

/** The new balance after a paid send, so every badge shows it at once. */
export function setCredits(queryClient: QueryClient, credits: number): void {
  queryClient.setQueryData<CurrentUser | null>(userQueryKey, (old) => (old ? { ...old, credits } : old));
}

/** New totals pushed by the server, in every cached chats list. */
export function setTotals(queryClient: QueryClient, totals: Chats['totals']): void {
  queryClient.setQueriesData<Chats | null>({ queryKey: chatsQueryKey }, (old) => (old ? { ...old, totals } : old));
}

/** Puts a changed message (an unlocked photo) in place of the old one in the open conversation. */
export function replaceMessage(queryClient: QueryClient, conversationId: number, profileId: number, message: ChatMessage): void {
  for (const key of [conversationKey({ id: conversationId }), conversationKey({ profileId })]) {
    queryClient.setQueryData<Conversation>(key, (old) =>
      old ? { ...old, messages: old.messages.map((m) => (m.id === message.id ? message : m)) } : old,
    );
  }
}
