import { sendMessage, type ResponseOf } from '@dating/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { appendMessage, setCredits } from '../lib/chat-cache';
import { chatsQueryKey } from './get-chats';

export type SentMessage = ResponseOf<typeof sendMessage>;

/** After a paid send (message or gift): show it, show the new balance, reload the list. */
export function onSent(queryClient: QueryClient, profileId: number, sent: SentMessage): Promise<void> {
  appendMessage(queryClient, sent.conversation.id, profileId, sent.message);
  setCredits(queryClient, sent.credits);
  return queryClient.invalidateQueries({ queryKey: chatsQueryKey });
}

/** Sends a text message (POST /api/messages.php); costs message_credits. */
export function useSendMessage(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.callStrict(sendMessage, { body: { profile_id: profileId, body } }),
    onSuccess: (sent) => onSent(queryClient, profileId, sent),
  });
}
