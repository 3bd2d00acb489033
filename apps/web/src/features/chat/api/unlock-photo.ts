import { unlockChatPhoto } from '@dating/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { replaceMessage, setCredits } from '../lib/chat-cache';

/** Unlocks a photo received in a conversation for photo_credits; the sharp photo replaces the blurred one. */
export function useUnlockPhoto(conversationId: number | undefined, profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => api.callStrict(unlockChatPhoto, { body: { message_id: messageId } }),
    onSuccess: (result) => {
      if (conversationId !== undefined) replaceMessage(queryClient, conversationId, profileId, result.message);
      setCredits(queryClient, result.credits);
    },
  });
}
