import { sendChatPhoto } from '@dating/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { photoForm } from '@/lib/photo-form';
import { onSent } from './send-message';

/** Sends a photo in the conversation (multipart field `photo`); costs message_credits like a message. */
export function useSendPhoto(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api.callStrict(sendChatPhoto, { query: { profile_id: profileId }, formData: photoForm(file) }),
    onSuccess: (sent) => onSent(queryClient, profileId, sent),
  });
}
