import { getConversation, type ResponseOf } from '@dating/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type Conversation = ResponseOf<typeof getConversation>;
export type ConversationRef = { id: number } | { profileId: number };

export const conversationQueryKey = ['conversation'] as const;

/** The cache key of a conversation opened by its id, or with a member by their profile id. */
export function conversationKey(ref: ConversationRef) {
  return 'id' in ref ? ([...conversationQueryKey, 'id', ref.id] as const) : ([...conversationQueryKey, 'profile', ref.profileId] as const);
}

/** One conversation, oldest message first; opening it sets its unread count to 0 (404 when not allowed). */
export const conversationQueryOptions = (ref: ConversationRef) =>
  queryOptions({
    queryKey: conversationKey(ref),
    queryFn: ({ signal }) =>
      api.callStrict(getConversation, { query: 'id' in ref ? { id: ref.id } : { profile_id: ref.profileId }, signal }),
    staleTime: 0,
  });

export function useConversation(ref: ConversationRef) {
  return useQuery(conversationQueryOptions(ref));
}
