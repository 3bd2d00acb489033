import { sendGift } from '@dating/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { onSent } from './send-message';

/** Sends a gift (POST /api/gift.php); costs gift_credits and answers like a message. */
export function useSendGift(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (giftId: number) => api.callStrict(sendGift, { body: { profile_id: profileId, gift_id: giftId } }),
    onSuccess: (sent) => onSent(queryClient, profileId, sent),
  });
}
